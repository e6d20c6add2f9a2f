import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuro, PAYMENT_MESSAGES, type AdminRefundDto } from '@standl/contracts';
import { useState } from 'react';
import { formatViennaDateTime } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { PromptDialog } from '../../vendors';
import { validateRefundNote } from '../payment-rules';
import { useInvalidatePayments, useMarkRefunded } from '../payments-api';
import { useMay } from '../../auth';

/** Money flagged for refund (a second deposit, a stall taken meanwhile); open ones first. */
export function RefundsList({ refunds }: { refunds: AdminRefundDto[] }) {
  const { toast } = useToast();
  const invalidate = useInvalidatePayments();
  const [marking, setMarking] = useState<AdminRefundDto | null>(null);
  const mayBook = useMay('payments.book');
  const mark = useMarkRefunded({
    onSuccess: (result) => {
      setMarking(null);
      toast({ title: result.message || PAYMENT_MESSAGES.refundBooked, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Fehler beim Markieren',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
    onSettled: () => invalidate(),
  });

  return (
    <>
      <Stack
        component="ul"
        aria-label="Rückerstattungen"
        sx={{ gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {refunds.map((refund) => {
          const done = refund.refundedAt !== null;
          return (
            <Card component="li" key={refund.entryId} data-testid="refund" variant="outlined">
              <CardContent
                sx={{
                  display: 'flex',
                  gap: 2,
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  '&:last-child': { pb: 2 },
                }}
              >
                <Stack sx={{ gap: 0.5, minWidth: 0, flex: '1 1 260px' }}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {refund.vendorName ?? 'Gelöschter Händler'}
                    </Typography>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {formatEuro(refund.amount)}
                    </Typography>
                    <Chip
                      size="small"
                      color={done ? 'success' : 'warning'}
                      variant={done ? 'outlined' : 'filled'}
                      label={done ? 'Erstattet' : 'Zu erstatten'}
                    />
                  </Stack>
                  {refund.note && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {refund.note}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary">
                    Vorgemerkt {formatViennaDateTime(refund.createdAt)}
                    {refund.reference ? ` · SumUp ${refund.reference}` : ''}
                  </Typography>
                  {done && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      Erstattet {formatViennaDateTime(refund.refundedAt)}
                      {refund.refundNote ? `: ${refund.refundNote}` : ''}
                    </Typography>
                  )}
                </Stack>
                {!done && mayBook && (
                  <Button
                    variant="outlined"
                    size="small"
                    aria-label={`Als erstattet markieren: ${refund.vendorName ?? formatEuro(refund.amount)}`}
                    onClick={() => setMarking(refund)}
                  >
                    Als erstattet markieren
                  </Button>
                )}
              </CardContent>
            </Card>
          );
        })}
      </Stack>
      <PromptDialog
        open={marking !== null}
        title="Als erstattet markieren"
        text={
          marking
            ? `${formatEuro(marking.amount)} an ${marking.vendorName ?? 'den Händler'}: Wie wurde erstattet (z. B. „Überweisung am 3.12.“ oder „bar am Markt“)?`
            : ''
        }
        label="Notiz"
        submitLabel="Verbuchen"
        pending={mark.isPending}
        validate={validateRefundNote}
        onSubmit={(note) => marking && mark.mutate({ refund: marking, note })}
        onClose={() => setMarking(null)}
      />
    </>
  );
}
