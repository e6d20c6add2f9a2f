import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ADMIN_MESSAGES,
  VENDOR_LANGUAGE_LABELS,
  VENDOR_LANGUAGES,
  VENDOR_STATUS_LABELS,
  type AdminSettableStatus,
  type AdminVendorDto,
  type VendorLanguage,
} from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatEuro, formatViennaDateTime } from '../../../../lib/format';
import { useToast } from '../../../../lib/toast';
import { useMay } from '../../auth';
import { DirectMailDialog } from '../../emails';
import { adminVendorsQuery } from '../../shared/admin-queries';
import { useVendorAction, vendorActions } from '../api/vendor-admin-api';
import {
  awaitsConfirmation,
  canMarkSetUp,
  isPermanentlyBlocked,
  parsePaidAmount,
  PERMANENT_BLOCK_HINT,
  PERMANENT_BLOCK_LABEL,
  SETTABLE_STATUSES,
  statusOptions,
  vendorPaymentMethod,
} from '../vendor-rules';
import { AccessCode } from './AccessCode';
import { AssignBoothDialog } from './AssignBoothDialog';
import { PromptDialog } from './PromptDialog';
import { useVendorCommands } from './useVendorCommands';
import { VendorHistory, VendorMessages } from './VendorActivity';
import { EmailBadges, VendorStatusChips } from './VendorBadges';
import { VendorBillingForm } from './VendorBillingForm';
import { WithdrawVendorDialog } from './WithdrawVendorDialog';
import { offersWithdrawal } from '../withdrawal-rules';

/** The organiser's view of one vendor (spec 001 section 2 "Vendor detail dialog"). */
export function VendorDetailDialog({
  vendorId,
  onClose,
}: {
  vendorId: string | null;
  onClose: () => void;
}) {
  const vendors = useQuery(adminVendorsQuery);
  const vendor = vendors.data?.find((item) => item.id === vendorId) ?? null;
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={vendor !== null}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
    >
      {vendor && <VendorDetail vendor={vendor} onClose={onClose} />}
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A label and its value, as one row of a definition list. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        alignItems: 'baseline',
        columnGap: 2,
        py: 0.5,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const euroInput = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function VendorDetail({ vendor, onClose }: { vendor: AdminVendorDto; onClose: () => void }) {
  const { toast } = useToast();
  const commands = useVendorCommands();
  // What the role may change (issue 29); a reader sees the same facts without the buttons.
  const mayEdit = useMay('vendors.edit');
  const mayBook = useMay('payments.book');
  const mayMail = useMay('emails.send');
  const mayLift = useMay('lift.view');
  const setStatus = useVendorAction(vendorActions.setStatus);
  const setAmount = useVendorAction(vendorActions.setPaymentAmount);
  const setLanguage = useVendorAction(vendorActions.setLanguage);
  const confirmOwnBooth = useVendorAction(vendorActions.assignBooth);
  const navigate = useNavigate();
  const [assigning, setAssigning] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [editingAmount, setEditingAmount] = useState(false);
  const [mailing, setMailing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const busy = commands.pending || setStatus.isPending || confirmOwnBooth.isPending;
  const permanent = isPermanentlyBlocked(vendor);
  // A withdrawal is final (no re-activation): nothing of the registration is changed after it.
  const withdrawn = vendor.status === 'withdrawn';
  const permanentHintId = useId();

  const open = Math.max(0, vendor.totalAmount - vendor.paymentAmount);
  const progress =
    vendor.totalAmount > 0 ? Math.min(100, (vendor.paymentAmount / vendor.totalAmount) * 100) : 0;

  /** Confirming needs a stall: the vendor's own held or reserved one, else the assignment. */
  function confirmVendor() {
    if (vendor.boothId) confirmOwnBooth.mutate({ vendor, boothId: vendor.boothId });
    else setAssigning(true);
  }

  return (
    <>
      <DialogTitle sx={{ pb: 1, pr: 7, overflowWrap: 'anywhere' }}>{vendor.name}</DialogTitle>
      <IconButton
        aria-label="Schließen"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Stack
        direction="row"
        sx={{ px: { xs: 2, sm: 3 }, pb: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <VendorStatusChips vendor={vendor} />
        <EmailBadges vendor={vendor} />
      </Stack>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        {vendor.isBlocked && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {permanent ? 'Dauerhaft gesperrt' : 'Gesperrt'}
            {vendor.blockedAt ? ` seit ${formatViennaDateTime(vendor.blockedAt)}` : ''}:{' '}
            {vendor.blockedReason}
          </Alert>
        )}
        {withdrawn && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="withdrawn-note">
            Anmeldung zurückgezogen
            {vendor.withdrawnAt ? ` am ${formatViennaDateTime(vendor.withdrawnAt)}` : ''}. Gebühr
            und Erstattung stehen im Verlauf und unter Zahlungen.
          </Alert>
        )}
        <Stack
          direction="row"
          component="section"
          aria-label="Aktionen"
          sx={{ flexWrap: 'wrap', gap: 1, mb: 3, '&:empty': { display: 'none' } }}
        >
          {mayEdit && awaitsConfirmation(vendor) && (
            <Button variant="contained" disabled={busy || vendor.isBlocked} onClick={confirmVendor}>
              Bestätigen
            </Button>
          )}
          {mayEdit && vendor.status !== 'rejected' && !withdrawn && (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => void commands.reject(vendor)}
            >
              Ablehnen
            </Button>
          )}
          {mayEdit && canMarkSetUp(vendor) && (
            <Button
              variant="contained"
              color="secondary"
              disabled={busy}
              onClick={() => void commands.markSetUp(vendor)}
            >
              Als aufgebaut markieren
            </Button>
          )}
          {!mayEdit ? null : vendor.isBlocked ? (
            <>
              <Button
                variant="outlined"
                disabled={busy || permanent}
                aria-describedby={permanent ? permanentHintId : undefined}
                onClick={() => void commands.unblock(vendor)}
              >
                Entsperren
              </Button>
              {permanent && (
                <Typography
                  id={permanentHintId}
                  variant="body2"
                  color="text.secondary"
                  sx={{ alignSelf: 'center' }}
                >
                  {PERMANENT_BLOCK_HINT}
                </Typography>
              )}
            </>
          ) : (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => setBlocking(true)}
            >
              Sperren
            </Button>
          )}
          {mayEdit && offersWithdrawal(vendor) && (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => setWithdrawing(true)}
            >
              Rücktritt erklären
            </Button>
          )}
          {mayLift && (
            <Button
              variant="outlined"
              onClick={() =>
                void navigate(`?${new URLSearchParams({ tab: 'lift', vendor: vendor.id })}`)
              }
            >
              {mayEdit ? 'Lift-Termine verwalten' : 'Lift-Termine'}
            </Button>
          )}
          {mayMail && (
            <Button variant="outlined" onClick={() => setMailing(true)}>
              E-Mail senden
            </Button>
          )}
          {mayEdit && (
            <Button
              color="error"
              disabled={busy}
              onClick={() => void commands.remove(vendor, onClose)}
            >
              Löschen
            </Button>
          )}
        </Stack>

        <Grid container columnSpacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Kontakt">
              <Box component="dl" sx={{ m: 0 }}>
                <Fact label="Name / Firma">{vendor.name}</Fact>
                <Fact label="E-Mail">
                  <Link href={`mailto:${vendor.email}`}>{vendor.email}</Link>
                </Fact>
                <Fact label="Telefon">
                  <Link href={`tel:${vendor.phone.replace(/\s+/g, '')}`}>{vendor.phone}</Link>
                </Fact>
                <Fact label="Beschreibung">{vendor.description}</Fact>
                <Fact label="Ausstellerverzeichnis">
                  {vendor.directoryConsent
                    ? 'zugestimmt (öffentlich mit Name, Angebot und Standplatz)'
                    : 'nicht zugestimmt'}
                </Fact>
                <Fact label="E-Mail-Sprache">
                  {mayEdit ? (
                    // Saved on change, as the status; Kasse and Lesen only read it (decision 372).
                    <TextField
                      select
                      variant="standard"
                      size="small"
                      value={vendor.language}
                      disabled={setLanguage.isPending}
                      onChange={(event) =>
                        setLanguage.mutate({
                          vendor,
                          language: event.target.value as VendorLanguage,
                        })
                      }
                      slotProps={{ htmlInput: { 'aria-label': 'E-Mail-Sprache' } }}
                      sx={{ minWidth: 140 }}
                    >
                      {VENDOR_LANGUAGES.map((language) => (
                        <MenuItem key={language} value={language}>
                          {VENDOR_LANGUAGE_LABELS[language]}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    <span data-testid="detail-language">
                      {VENDOR_LANGUAGE_LABELS[vendor.language]}
                    </span>
                  )}
                </Fact>
                {vendor.accessCode && (
                  <Fact label="Zugangscode">
                    <Box component="span" sx={{ display: 'inline-flex' }}>
                      <AccessCode code={vendor.accessCode} />
                    </Box>
                  </Fact>
                )}
                <Fact label="Angemeldet">
                  {formatViennaDateTime(vendor.createdAt)}
                  {vendor.source === 'admin' ? ' (vom Veranstalter angelegt)' : ''}
                </Fact>
              </Box>
            </Section>

            <Section title="Rechnungsadresse">
              <VendorBillingForm key={vendor.id} vendor={vendor} readOnly={!mayEdit} />
            </Section>

            <Section title="Status und Standplatz">
              <TextField
                select
                label="Status"
                value={vendor.status}
                disabled={busy || !mayEdit || withdrawn}
                onChange={(event) => {
                  const status = event.target.value as AdminSettableStatus;
                  // 'Bestätigt' comes with a stall (docs/decisions.md 44): pick one first.
                  if (status === 'confirmed' && !vendor.boothId) setAssigning(true);
                  else setStatus.mutate({ vendor, status });
                }}
                sx={{ minWidth: 240, mb: 2 }}
                fullWidth
              >
                {statusOptions(vendor.status).map((status) => (
                  <MenuItem
                    key={status}
                    value={status}
                    disabled={!SETTABLE_STATUSES.includes(status as AdminSettableStatus)}
                  >
                    {VENDOR_STATUS_LABELS[status]}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <Typography variant="body2" data-testid="detail-booth">
                  Standplatz:{' '}
                  <strong>
                    {vendor.boothNumber
                      ? `${vendor.boothNumber} (${vendor.boothAreaName ?? vendor.boothAreaCode ?? ''})`
                      : 'noch keiner'}
                  </strong>
                  {vendor.boothReservationExpiry && ' – reserviert, Anzahlung offen'}
                </Typography>
                {mayEdit && !withdrawn && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={vendor.isBlocked}
                    onClick={() => setAssigning(true)}
                  >
                    {vendor.boothNumber ? 'Ändern' : 'Zuweisen'}
                  </Button>
                )}
              </Stack>
            </Section>

            <Section title="Zahlung">
              <Box component="dl" sx={{ m: 0 }}>
                <Fact label="Bezahlt">
                  <Box
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
                  >
                    <strong data-testid="paid-amount">{formatEuro(vendor.paymentAmount)}</strong>
                    {mayBook && (
                      <Button
                        size="small"
                        onClick={() => setEditingAmount(true)}
                        aria-label="Bezahlten Betrag ändern"
                      >
                        Ändern
                      </Button>
                    )}
                  </Box>
                </Fact>
                <Fact label="Anzahlung">
                  {vendor.downPaymentAmount > 0
                    ? `${formatEuro(vendor.downPaymentAmount)} (${vendor.downPaymentPaid ? 'bezahlt' : 'offen'})`
                    : 'keine'}
                </Fact>
                <Fact label="Gesamt">{formatEuro(vendor.totalAmount)}</Fact>
                <Fact label="Offen">{formatEuro(open)}</Fact>
                <Fact label="Zahlungsart">{vendorPaymentMethod(vendor)}</Fact>
              </Box>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={`Bezahlt: ${Math.round(progress)} %`}
                sx={{ mt: 1, height: 8, borderRadius: 4 }}
              />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Nachrichten">
              <VendorMessages vendor={vendor} />
            </Section>
            <Section title="Verlauf">
              <VendorHistory vendorId={vendor.id} />
            </Section>
          </Grid>
        </Grid>
      </DialogContent>

      <AssignBoothDialog open={assigning} vendor={vendor} onClose={() => setAssigning(false)} />
      <DirectMailDialog open={mailing} vendor={vendor} onClose={() => setMailing(false)} />
      <WithdrawVendorDialog
        open={withdrawing}
        vendor={vendor}
        onClose={() => setWithdrawing(false)}
      />
      <PromptDialog
        open={blocking}
        title="Händler sperren"
        text={`Warum wird ${vendor.name} gesperrt? Der Grund erscheint in der Liste und im Archiv.`}
        label="Grund der Sperre"
        checkbox={{ label: PERMANENT_BLOCK_LABEL }}
        submitLabel="Sperren"
        pending={commands.block.isPending}
        validate={(reason) => (reason.trim() ? null : ADMIN_MESSAGES.blockReasonRequired)}
        onSubmit={(reason, checked) =>
          commands.block.mutate(
            { vendor, reason: reason.trim(), permanent: checked },
            { onSuccess: () => setBlocking(false) },
          )
        }
        onClose={() => setBlocking(false)}
      />
      <PromptDialog
        open={editingAmount}
        title="Bezahlten Betrag ändern"
        text={`Wie viel hat ${vendor.name} insgesamt bezahlt? Betrag in Euro, z. B. 150 oder 75,50.`}
        label="Bezahlt (€)"
        inputMode="decimal"
        initialValue={euroInput(vendor.paymentAmount)}
        submitLabel="Speichern"
        pending={setAmount.isPending}
        validate={(value) =>
          parsePaidAmount(value) === null ? ADMIN_MESSAGES.invalidAmount : null
        }
        onInvalid={(error) =>
          toast({ title: 'Ungültiger Betrag', description: error, variant: 'destructive' })
        }
        onSubmit={(value) => {
          const cents = parsePaidAmount(value);
          if (cents !== null) {
            setAmount.mutate({ vendor, cents }, { onSuccess: () => setEditingAmount(false) });
          }
        }}
        onClose={() => setEditingAmount(false)}
      />
      {commands.confirmDialog}
    </>
  );
}
