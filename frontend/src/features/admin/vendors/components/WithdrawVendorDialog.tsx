import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  withdrawalFeeText,
  WITHDRAWAL_REASON_MAX,
  type AdminVendorDto,
  type WithdrawalQuoteDto,
} from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatEuro } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { QueryStatus } from '../../shared/QueryStatus';
import { useWithdrawVendor, withdrawalQuoteQuery } from '../api/withdrawal-api';
import {
  validateWithdrawal,
  withdrawalBody,
  withdrawalEffect,
  type WithdrawalFormErrors,
  type WithdrawalFormValues,
} from '../withdrawal-rules';

/**
 * 'Rücktritt erklären' for a vendor (organiser): what the terms make the withdrawal cost now,
 * what is refunded or still open, an optional reason, and the fee waived with a reason.
 */
export function WithdrawVendorDialog({
  vendor,
  open,
  onClose,
}: {
  vendor: AdminVendorDto;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {/* Mounted per opening: a fresh quote and empty fields each time. */}
      {open && <WithdrawForm vendor={vendor} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function WithdrawForm({
  vendor,
  titleId,
  onClose,
}: {
  vendor: AdminVendorDto;
  titleId: string;
  onClose: () => void;
}) {
  const quote = useQuery(withdrawalQuoteQuery(vendor.id));
  const withdraw = useWithdrawVendor();
  const [values, setValues] = useState<WithdrawalFormValues>({
    reason: '',
    waive: false,
    waiverReason: '',
  });
  const [errors, setErrors] = useState<WithdrawalFormErrors>({});
  const allowed = quote.data?.allowed === true;

  function update(patch: Partial<WithdrawalFormValues>) {
    setValues({ ...values, ...patch });
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateWithdrawal(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !allowed) return;
    withdraw.mutate({ vendor, body: withdrawalBody(values) }, { onSuccess: onClose });
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>Rücktritt erklären</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Die Anmeldung von {vendor.name} wird zurückgezogen: Der Standplatz wird frei (der Nächste
          auf der Warteliste bekommt ein Angebot), Lift-Termine werden storniert, eine ausgestellte
          Rechnung wird storniert. {vendor.name} und Sie erhalten eine E-Mail.
        </DialogContentText>
        <QueryStatus query={quote} what="Die Rücktrittsbedingungen" />
        {quote.data && !quote.data.allowed && (
          <Alert severity="warning">{quote.data.refusal}</Alert>
        )}
        {quote.data?.allowed && (
          <Stack spacing={2}>
            <QuoteFacts quote={quote.data} waive={values.waive} />
            <TextField
              label="Grund (optional)"
              value={values.reason}
              onChange={(event) => update({ reason: event.target.value })}
              error={Boolean(errors.reason)}
              helperText={errors.reason ?? 'Wird mit dem Rücktritt gespeichert.'}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: WITHDRAWAL_REASON_MAX } }}
            />
            {quote.data.feeAmount > 0 && (
              <Box>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={values.waive}
                      onChange={(event) => update({ waive: event.target.checked })}
                    />
                  }
                  label="Gebühr erlassen"
                />
                {values.waive && (
                  <TextField
                    label="Grund für den Erlass"
                    required
                    value={values.waiverReason}
                    onChange={(event) => update({ waiverReason: event.target.value })}
                    error={Boolean(errors.waiverReason)}
                    helperText={errors.waiverReason ?? 'z. B. Krankheit mit ärztlicher Bestätigung'}
                    fullWidth
                    autoFocus
                    slotProps={{ htmlInput: { maxLength: WITHDRAWAL_REASON_MAX } }}
                    sx={{ mt: 1 }}
                  />
                )}
              </Box>
            )}
            {withdraw.isError && (
              <Alert severity="error">{apiErrorMessage(withdraw.error, RETRY_TEXT)}</Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        {allowed && (
          <Button type="submit" variant="contained" color="error" loading={withdraw.isPending}>
            Rücktritt erklären
          </Button>
        )}
      </DialogActions>
    </form>
  );
}

function QuoteFacts({ quote, waive }: { quote: WithdrawalQuoteDto; waive: boolean }) {
  const effect = withdrawalEffect(quote, waive);
  const rows: [string, string][] = [
    ['Standplatz', quote.boothNumber ?? 'keiner (keine Gebühr)'],
    ['Standgebühr', formatEuro(quote.stallFee)],
    ['Rücktrittsgebühr', formatEuro(effect.fee)],
    ['Bezahlt', formatEuro(quote.paidAmount)],
    effect.open > 0
      ? ['Noch offen', formatEuro(effect.open)]
      : ['Wird erstattet', formatEuro(effect.refund)],
  ];
  return (
    <Box>
      <Alert severity={effect.fee > 0 ? 'warning' : 'info'} data-testid="withdrawal-fee">
        {withdrawalFeeText({ ...quote, feeAmount: effect.fee, waived: waive })}
      </Alert>
      <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
        {rows.map(([label, value]) => (
          <Box
            key={label}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
