import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatEuro,
  isAmountRefusal,
  overpaymentOf,
  overpaymentWarning,
  PAYMENT_MESSAGES,
  type AdminPaymentVendorDto,
  type CardPaymentCreatedDto,
  type PaymentStatus,
} from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatViennaDateTime } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useConfirm } from '../../shared/useConfirm';
import {
  euroInputValue,
  NOTE_MAX_LENGTH,
  parsePaymentAmount,
  paymentNote,
  stallText,
  bookedPaymentText,
} from '../payment-rules';
import { cardPaymentStatusQuery, useCollectPayment, useInvalidatePayments } from '../payments-api';
import { CheckoutQr } from './CheckoutQr';

export type CollectMode = 'cash' | 'card';

export interface CollectRequest {
  vendor: AdminPaymentVendorDto;
  mode: CollectMode;
}

/** How often the open dialog asks SumUp (through the server) whether the card payment is done. */
export const STATUS_POLL_MS = 3_000;

/**
 * 'Bar kassieren' and 'Kartenzahlung' (spec 001 payments tab): the amount (the open amount unless
 * the organiser types another) and a note; for a card payment then the SumUp page as a QR code,
 * whose status is read every 3 seconds until it is paid.
 */
export function CollectDialog({
  request,
  onClose,
}: {
  request: CollectRequest | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [checkout, setCheckout] = useState<CardPaymentCreatedDto | null>(null);
  const titleId = useId();
  const close = () => {
    onClose();
  };
  return (
    <Dialog
      open={request !== null}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setCheckout(null) } }}
    >
      {request &&
        (checkout ? (
          <CardCheckout
            titleId={titleId}
            vendor={request.vendor}
            checkout={checkout}
            onClose={close}
          />
        ) : (
          <AmountForm
            key={`${request.vendor.vendorId}-${request.mode}`}
            titleId={titleId}
            request={request}
            onCardCreated={setCheckout}
            onClose={close}
          />
        ))}
    </Dialog>
  );
}

function VendorLine({ vendor }: { vendor: AdminPaymentVendorDto }) {
  const stall = stallText(vendor);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{vendor.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {stall ? `Standplatz ${stall} · ` : ''}Offen: {formatEuro(vendor.openAmount)} von{' '}
        {formatEuro(vendor.totalAmount)}
      </Typography>
    </Box>
  );
}

function AmountForm({
  titleId,
  request: { vendor, mode },
  onCardCreated,
  onClose,
}: {
  titleId: string;
  request: CollectRequest;
  onCardCreated: (checkout: CardPaymentCreatedDto) => void;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const invalidate = useInvalidatePayments();
  const [amount, setAmount] = useState(() => euroInputValue(vendor.openAmount));
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const cash = mode === 'cash';

  const book = useCollectPayment(vendor.vendorId, cash, {
    onError: (error) => {
      const message = apiErrorMessage(error, RETRY_TEXT);
      toast({
        title: isAmountRefusal(message)
          ? PAYMENT_MESSAGES.invalidAmountTitle
          : cash
            ? 'Fehler beim Speichern'
            : PAYMENT_MESSAGES.checkoutFailed,
        description: message,
        variant: 'destructive',
      });
    },
    onSuccess: async (result) => {
      if ('checkoutId' in result) {
        toast({ title: PAYMENT_MESSAGES.cardPaymentCreated, variant: 'success' });
        onCardCreated(result);
        await invalidate();
        return;
      }
      toast({
        title: PAYMENT_MESSAGES.cashPaymentBooked,
        description: bookedPaymentText(vendor.name, result),
        variant: 'success',
      });
      onClose();
      await invalidate();
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePaymentAmount(amount, vendor);
    const described = paymentNote(note);
    setAmountError(parsed.error);
    setNoteError(described.error);
    if (parsed.error !== null) {
      toast({
        title: PAYMENT_MESSAGES.invalidAmountTitle,
        description: parsed.error,
        variant: 'destructive',
      });
      return;
    }
    if (described.error !== null) return;
    // More than owed: the excess is flagged for refund, so the organiser confirms it first.
    const { owed, excess } = overpaymentOf(vendor, parsed.cents);
    if (excess > 0) {
      const confirmed = await confirm({
        title: PAYMENT_MESSAGES.overpaymentTitle,
        text: overpaymentWarning(owed, excess),
        confirmLabel: PAYMENT_MESSAGES.overpaymentConfirm,
      });
      if (!confirmed) return;
    }
    book.mutate({
      amount: parsed.cents,
      ...(described.note ? { description: described.note } : {}),
    });
  }

  const serverMessage = book.isError ? apiErrorMessage(book.error, RETRY_TEXT) : null;
  // The server's amount refusal belongs to the field, like the client's own.
  const amountRefused = isAmountRefusal(serverMessage);
  const serverError = amountRefused ? null : serverMessage;
  const shownAmountError = amountError ?? (amountRefused ? serverMessage : null);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'contents' }}
    >
      <DialogTitle id={titleId}>{cash ? 'Bar kassieren' : 'Kartenzahlung (SumUp)'}</DialogTitle>
      <DialogContent>
        <VendorLine vendor={vendor} />
        <DialogContentText sx={{ mb: 2 }}>
          {cash
            ? 'Verbucht den erhaltenen Betrag sofort. Ist damit alles bezahlt, wird der Händler „Bezahlt“.'
            : 'Erstellt eine SumUp-Zahlung über den Betrag. Der Händler scannt den QR-Code und zahlt mit Karte, Apple Pay oder Google Pay.'}
        </DialogContentText>
        <Stack sx={{ gap: 1 }}>
          <TextField
            label="Betrag in Euro"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setAmountError(null);
              if (book.isError) book.reset();
            }}
            error={shownAmountError !== null}
            helperText={shownAmountError ?? 'in Euro, z. B. 150 oder 75,50'}
            autoFocus
            fullWidth
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
              htmlInput: { inputMode: 'decimal', maxLength: 20, autoComplete: 'off' },
            }}
          />
          <TextField
            label={cash ? 'Notiz (optional)' : 'Text auf der Zahlung (optional)'}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(null);
            }}
            error={noteError !== null}
            helperText={noteError ?? ' '}
            fullWidth
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH + 50 } }}
          />
        </Stack>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" variant="contained" loading={book.isPending}>
          {cash ? 'Barzahlung verbuchen' : 'SumUp-Zahlung erstellen'}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Box>
  );
}

const STATUS_TEXT: Record<Exclude<PaymentStatus, 'pending'>, string> = {
  paid: 'Bezahlt',
  failed: 'Zahlung abgelehnt',
  expired: 'Zahlung abgelaufen',
};

function CardCheckout({
  titleId,
  vendor,
  checkout,
  onClose,
}: {
  titleId: string;
  vendor: AdminPaymentVendorDto;
  checkout: CardPaymentCreatedDto;
  onClose: () => void;
}) {
  const invalidate = useInvalidatePayments();
  const status = useQuery(cardPaymentStatusQuery(vendor, checkout, STATUS_POLL_MS));
  const current = status.data?.status ?? 'pending';

  useEffect(() => {
    if (current !== 'pending') void invalidate();
  }, [current, invalidate]);

  const paid = current === 'paid';
  const account = status.data?.account;
  // What this payment brought above what was owed, flagged for refund with it.
  const flagged = account ? account.refundDueAmount - vendor.refundDueAmount : 0;
  return (
    <>
      <DialogTitle id={titleId}>{PAYMENT_MESSAGES.cardPaymentCreated}</DialogTitle>
      <DialogContent>
        <VendorLine
          vendor={
            account
              ? { ...vendor, openAmount: account.openAmount, totalAmount: account.totalAmount }
              : vendor
          }
        />
        <Typography
          component="p"
          variant="h4"
          data-testid="checkout-amount"
          sx={{ textAlign: 'center', fontWeight: 700, mb: 2 }}
        >
          {formatEuro(checkout.amount)}
        </Typography>
        {paid ? (
          <Alert
            severity="success"
            icon={<CheckCircleIcon fontSize="large" />}
            data-testid="checkout-status"
            sx={{ fontSize: '1.25rem', alignItems: 'center' }}
          >
            <AlertTitle sx={{ fontSize: '1.5rem', m: 0 }}>Bezahlt</AlertTitle>
            Die Zahlung ist eingegangen und verbucht.
            {flagged > 0 &&
              ` ${formatEuro(flagged)} zu viel bezahlt: als Rückerstattung vorgemerkt.`}
          </Alert>
        ) : (
          <>
            {checkout.checkoutUrl && <CheckoutQr url={checkout.checkoutUrl} />}
            <Typography variant="body2" sx={{ textAlign: 'center', mt: 1.5 }}>
              Mit der Handykamera scannen und mit Karte, Apple Pay oder Google Pay zahlen.
            </Typography>
            {checkout.validUntil && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ textAlign: 'center' }}
                data-testid="checkout-valid-until"
              >
                Gültig bis {formatViennaDateTime(checkout.validUntil)}
              </Typography>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, justifyContent: 'center', mt: 2 }}
            >
              {checkout.checkoutUrl && (
                <Button
                  variant="outlined"
                  href={checkout.checkoutUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewIcon />}
                >
                  Zahlungsseite öffnen
                </Button>
              )}
              {checkout.deepLink && (
                <Button variant="outlined" href={checkout.deepLink}>
                  In der SumUp-App öffnen
                </Button>
              )}
            </Stack>
            <Box
              role="status"
              data-testid="checkout-status"
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'center',
                mt: 2,
              }}
            >
              {current === 'pending' ? (
                <>
                  <CircularProgress size={18} aria-hidden />
                  <Typography variant="body2">Warte auf die Zahlung …</Typography>
                </>
              ) : (
                <Typography color="error" sx={{ fontWeight: 600 }}>
                  {STATUS_TEXT[current]}
                </Typography>
              )}
            </Box>
            {status.isError && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                Fehler beim Prüfen des Zahlungsstatus. {apiErrorMessage(status.error, RETRY_TEXT)}
                <Button size="small" onClick={() => void status.refetch()} sx={{ ml: 1 }}>
                  Erneut prüfen
                </Button>
              </Alert>
            )}
            {current === 'pending' && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
                Sie können das Fenster schließen: Eine spätere Zahlung wird trotzdem verbucht.
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant={paid ? 'contained' : 'text'} onClick={onClose}>
          Schließen
        </Button>
      </DialogActions>
    </>
  );
}
