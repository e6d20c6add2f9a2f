import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_REASON_MAX,
  type VendorStatusDto,
} from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { errorText, messageText } from '../../../lib/error-texts/use-error-text';
import { newIdempotencyKey } from '../../../lib/request';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { withdrawalMoneyText } from '../../registration';
import { useWithdrawalQuote, useWithdrawRegistration } from '../api/withdrawal-api';
import { characterCount } from '../../../lib/format';
import { withdrawalFeeReason, withdrawalFeeText } from '../withdrawal';

/**
 * 'Anmeldung zurückziehen' and its confirmation: the fee as the server quotes it now, what is
 * refunded or still open, an optional reason, and 'Verbindlich zurückziehen', which sends the fee
 * the vendor saw (the server refuses when it has changed meanwhile, e.g. after midnight).
 */
export function WithdrawRegistration({ status }: { status: VendorStatusDto }) {
  const { vendor, liftAppointments } = status;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const quote = useWithdrawalQuote(vendor.id, open);
  const withdraw = useWithdrawRegistration(vendor.id);
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const title = t`Anmeldung zurückziehen`;
  const tooLong = reason.trim().length > WITHDRAWAL_REASON_MAX;

  function openDialog() {
    setError(null);
    setIdempotencyKey(newIdempotencyKey());
    setOpen(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const current = quote.data;
    if (!current?.allowed || tooLong || withdraw.isPending) return;
    setError(null);
    const text = reason.trim();
    withdraw.mutate(
      {
        body: { confirmedFeeAmount: current.feeAmount, ...(text ? { reason: text } : {}) },
        idempotencyKey,
      },
      {
        onSuccess: (withdrawal) => {
          setOpen(false);
          toast({
            title: t`Anmeldung zurückgezogen`,
            description:
              withdrawalMoneyText(withdrawal, i18n) ?? t`Sie erhalten eine Bestätigung per E-Mail.`,
            variant: 'success',
          });
        },
        onError: (failure) => {
          // A changed fee (or any refusal) is shown with the quote asked anew; a new confirmation
          // is a new action.
          setError(errorText(i18n, failure, t`Bitte versuchen Sie es erneut.`));
          setIdempotencyKey(newIdempotencyKey());
          void quote.refetch();
        },
      },
    );
  }

  const data = quote.data;
  const boothNumber = data?.boothNumber;
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<EventBusyIcon />} onClick={openDialog}>
        {title}
      </Button>
      <Dialog
        open={open}
        onClose={() => !withdraw.isPending && setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="withdraw-dialog-title"
      >
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          <DialogTitle id="withdraw-dialog-title">{title}</DialogTitle>
          <DialogContent>
            {quote.isPending && (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
                <CircularProgress size={22} />
                <Typography color="text.secondary">
                  <Trans>Gebühr wird berechnet …</Trans>
                </Typography>
              </Box>
            )}
            {quote.isError && !data && (
              <Alert severity="error">
                {errorText(
                  i18n,
                  quote.error,
                  t`Die Rücktrittsbedingungen konnten nicht geladen werden.`,
                )}
              </Alert>
            )}
            {data && !data.allowed && (
              <Alert severity="info">{data.refusal ?? t`Ein Rücktritt ist nicht möglich.`}</Alert>
            )}
            {data?.allowed && (
              <>
                <Alert
                  severity={data.feeAmount > 0 ? 'warning' : 'info'}
                  data-testid="withdrawal-fee"
                  sx={{ mb: 2 }}
                >
                  <AlertTitle>{withdrawalFeeText(i18n, data)}</AlertTitle>
                  {[
                    withdrawalFeeReason(i18n, data),
                    withdrawalMoneyText(data, i18n),
                    boothNumber ? t`Ihr Standplatz ${boothNumber} wird freigegeben.` : null,
                    liftAppointments.length > 0 ? t`Ihre Lift-Termine werden storniert.` : null,
                  ]
                    .filter(Boolean)
                    .map((line) => (
                      <Box component="span" key={line} sx={{ display: 'block' }}>
                        {line}
                      </Box>
                    ))}
                </Alert>
                <TextField
                  label={t`Grund (freiwillig)`}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  multiline
                  minRows={2}
                  maxRows={6}
                  fullWidth
                  error={tooLong}
                  helperText={
                    <Box
                      component="span"
                      sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}
                    >
                      <span>
                        {tooLong
                          ? messageText(i18n, WITHDRAWAL_MESSAGES.reasonTooLong)
                          : t`Hilft dem Veranstalter bei der Planung.`}
                      </span>
                      <Box component="span" aria-hidden sx={{ flexShrink: 0 }}>
                        {characterCount(reason.trim().length, WITHDRAWAL_REASON_MAX, format.intl)}
                      </Box>
                    </Box>
                  }
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  <Trans>
                    Der Rücktritt ist verbindlich und kann nicht rückgängig gemacht werden. Sie
                    erhalten eine Bestätigung per E-Mail.
                  </Trans>
                </Typography>
              </>
            )}
            {error && (
              <Alert severity="error" role="alert" data-testid="withdrawal-error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => setOpen(false)} disabled={withdraw.isPending}>
              <Trans>Abbrechen</Trans>
            </Button>
            {data?.allowed && (
              <Button
                type="submit"
                variant="contained"
                color="error"
                loading={withdraw.isPending}
                disabled={tooLong}
              >
                <Trans>Verbindlich zurückziehen</Trans>
              </Button>
            )}
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
