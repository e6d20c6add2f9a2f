import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentReadinessItemDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useMay } from '../../auth';
import { adminTabLabel, type AdminTabId } from '../admin-tabs';
import { paymentReadinessQuery } from '../readiness-api';

/** The items still to do; an empty list hides the card. */
export function missingItems(items: readonly PaymentReadinessItemDto[]) {
  return items.filter((item) => !item.done);
}

function FixButton({
  item,
  onOpenTab,
}: {
  item: PaymentReadinessItemDto;
  onOpenTab: (tab: AdminTabId) => void;
}) {
  // Only a role that may open the tab gets the button (the cashier cannot open the settings).
  const may = useMay(item.tab === 'settings' ? 'settings.edit' : 'payments.settings');
  if (!may) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => onOpenTab(item.tab)}
      aria-label={`${item.title}: zu „${adminTabLabel(item.tab)}“`}
      sx={{ flexShrink: 0 }}
    >
      {item.tab === 'settings' ? 'Zu den Einstellungen' : 'Zu den Zahlungen'}
    </Button>
  );
}

/**
 * What is still missing before vendors can pay by transfer or receive invoices (issue 30), each
 * with the tab that fixes it; gone once everything is there.
 */
export function PaymentReadinessCard({ onOpenTab }: { onOpenTab: (tab: AdminTabId) => void }) {
  const readiness = useQuery(paymentReadinessQuery);
  const headingId = useId();
  const missing = missingItems(readiness.data?.items ?? []);
  if (missing.length === 0) return null;
  const done = (readiness.data?.items.length ?? 0) - missing.length;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="payment-readiness"
      sx={{ mb: 3, borderColor: 'warning.main' }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={headingId} variant="h6" component="h2">
          Bevor Händler überweisen können
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {done > 0 ? `${done} von ${readiness.data!.items.length} erledigt. ` : ''}
          Noch fehlt:
        </Typography>
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}>
          {missing.map((item) => (
            <Box
              component="li"
              key={item.key}
              data-testid={`readiness-${item.key}`}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: { xs: 'flex-start', sm: 'center' },
                flexDirection: { xs: 'column', sm: 'row' },
                justifyContent: 'space-between',
              }}
            >
              <Stack direction="row" sx={{ gap: 1, minWidth: 0 }}>
                <ErrorOutlineIcon color="warning" aria-hidden sx={{ mt: 0.25 }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.detail}
                  </Typography>
                </Box>
              </Stack>
              <FixButton item={item} onOpenTab={onOpenTab} />
            </Box>
          ))}
        </Stack>
        {done > 0 && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1.5, display: 'flex', gap: 0.5, alignItems: 'center' }}
          >
            <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
            {readiness
              .data!.items.filter((item) => item.done)
              .map((item) => item.title)
              .join(', ')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
