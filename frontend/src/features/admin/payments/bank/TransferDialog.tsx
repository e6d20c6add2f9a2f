import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
  formatAccessCode,
  formatEuro,
  isAmountRefusal,
  overpaymentOf,
  overpaymentWarning,
  PAYMENT_MESSAGES,
  type AdminPaymentVendorDto,
} from '@standl/contracts';
import { useId, useState, type FormEvent } from 'react';
import { viennaToday } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useConfirm } from '../../shared/useConfirm';
import { bookedPaymentText, euroInputValue, parsePaymentAmount, stallText } from '../payment-rules';
import { useInvalidateAfterTransfer, useRecordBankTransfer } from './bank-api';
import {
  optionalText,
  TRANSFER_MESSAGES,
  TRANSFER_NOTE_MAX_LENGTH,
  TRANSFER_REFERENCE_MAX_LENGTH,
  validateValueDate,
} from './bank-rules';

/**
 * 'Überweisung verbuchen' (issue 30): a transfer that arrived on the market's account, booked by
 * hand with its value date, the reference the vendor wrote and a note. Like cash, more than is
 * owed is asked about first and then flagged for refund.
 */
export function TransferDialog({
  vendor,
  onClose,
}: {
  vendor: AdminPaymentVendorDto | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={vendor !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      {vendor && (
        <TransferForm key={vendor.vendorId} titleId={titleId} vendor={vendor} onClose={onClose} />
      )}
    </Dialog>
  );
}

interface Errors {
  amount?: string;
  valueDate?: string;
  reference?: string;
  note?: string;
}

function TransferForm({
  titleId,
  vendor,
  onClose,
}: {
  titleId: string;
  vendor: AdminPaymentVendorDto;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const invalidate = useInvalidateAfterTransfer();
  const [confirm, confirmDialog] = useConfirm();
  const today = viennaToday();
  const [amount, setAmount] = useState(() =>
    vendor.openAmount > 0 ? euroInputValue(vendor.openAmount) : '',
  );
  const [valueDate, setValueDate] = useState(today);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const book = useRecordBankTransfer({
    onError: (error) =>
      toast({
        title: isAmountRefusal(apiErrorMessage(error, RETRY_TEXT))
          ? PAYMENT_MESSAGES.invalidAmountTitle
          : 'Fehler beim Speichern',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
    onSuccess: async (result) => {
      toast({
        title: TRANSFER_MESSAGES.booked,
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
    const dateError = validateValueDate(valueDate, today);
    const ref = optionalText(
      reference,
      TRANSFER_REFERENCE_MAX_LENGTH,
      TRANSFER_MESSAGES.referenceTooLong,
    );
    const described = optionalText(note, TRANSFER_NOTE_MAX_LENGTH, TRANSFER_MESSAGES.noteTooLong);
    const next: Errors = {
      ...(parsed.error ? { amount: parsed.error } : {}),
      ...(dateError ? { valueDate: dateError } : {}),
      ...(ref.error ? { reference: ref.error } : {}),
      ...(described.error ? { note: described.error } : {}),
    };
    setErrors(next);
    if (parsed.error !== null || Object.keys(next).length > 0) return;
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
      vendorId: vendor.vendorId,
      body: {
        amount: parsed.cents,
        valueDate,
        ...(ref.value ? { reference: ref.value } : {}),
        ...(described.value ? { note: described.value } : {}),
      },
    });
  }

  const serverMessage = book.isError ? apiErrorMessage(book.error, RETRY_TEXT) : null;
  const amountRefused = isAmountRefusal(serverMessage);
  const amountError = errors.amount ?? (amountRefused ? serverMessage : null);
  const stall = stallText(vendor);
  const clear = (field: keyof Errors) => {
    setErrors(({ [field]: _gone, ...rest }) => rest);
    if (book.isError) book.reset();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'contents' }}
    >
      <DialogTitle id={titleId}>{TRANSFER_MESSAGES.title}</DialogTitle>
      <DialogContent>
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{vendor.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {stall ? `Standplatz ${stall} · ` : ''}Offen: {formatEuro(vendor.openAmount)} von{' '}
            {formatEuro(vendor.totalAmount)}
          </Typography>
          {vendor.accessCode && (
            <Typography variant="body2" color="text.secondary">
              Verwendungszweck des Händlers: {formatAccessCode(vendor.accessCode)}
            </Typography>
          )}
        </Box>
        <DialogContentText sx={{ mb: 2 }}>
          Für eine Überweisung, die auf dem Konto des Veranstalters eingegangen ist. Ist damit alles
          bezahlt, wird der Händler „Bezahlt“ und erhält seine Rechnung.
        </DialogContentText>
        <Stack sx={{ gap: 1 }}>
          <TextField
            label="Betrag in Euro"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              clear('amount');
            }}
            error={Boolean(amountError)}
            helperText={amountError ?? 'wie auf dem Kontoauszug, z. B. 150 oder 75,50'}
            autoFocus
            fullWidth
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
              htmlInput: { inputMode: 'decimal', maxLength: 20, autoComplete: 'off' },
            }}
          />
          <TextField
            label="Valutadatum"
            type="date"
            value={valueDate}
            onChange={(event) => {
              setValueDate(event.target.value);
              clear('valueDate');
            }}
            error={Boolean(errors.valueDate)}
            helperText={errors.valueDate ?? 'Tag der Gutschrift laut Kontoauszug'}
            fullWidth
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { max: today, min: '2000-01-01' },
            }}
          />
          <TextField
            label="Verwendungszweck (optional)"
            value={reference}
            onChange={(event) => {
              setReference(event.target.value);
              clear('reference');
            }}
            error={Boolean(errors.reference)}
            helperText={errors.reference ?? ' '}
            fullWidth
            slotProps={{ htmlInput: { maxLength: TRANSFER_REFERENCE_MAX_LENGTH + 50 } }}
          />
          <TextField
            label="Notiz (optional)"
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              clear('note');
            }}
            error={Boolean(errors.note)}
            helperText={errors.note ?? ' '}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: TRANSFER_NOTE_MAX_LENGTH + 50 } }}
          />
        </Stack>
        {serverMessage && !amountRefused && (
          <Alert severity="error" role="alert">
            {serverMessage}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" variant="contained" loading={book.isPending}>
          Überweisung verbuchen
        </Button>
      </DialogActions>
      {confirmDialog}
    </Box>
  );
}
