import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type PaymentMethod = 'sumup' | 'cash';

function Option({
  icon,
  title,
  text,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
}) {
  return (
    <Card sx={{ flex: 1 }}>
      <CardActionArea onClick={onClick} sx={{ height: '100%', p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ color: 'primary.main', '& svg': { fontSize: 36 } }}>{icon}</Box>
          <div>
            <Typography variant="h6" component="span" sx={{ display: 'block' }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              {text}
            </Typography>
          </div>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function PaymentChoice({ onChoose }: { onChoose: (method: PaymentMethod) => void }) {
  const { t } = useLingui();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      role="group"
      aria-label={t`Zahlungsart`}
    >
      <Option
        icon={<CreditCardOutlinedIcon />}
        title={t`Karte oder Handy`}
        text={t`Sofort online mit SumUp bezahlen: Kredit- oder Debitkarte, Apple Pay, Google Pay. Ihr Standplatz wird damit fix reserviert.`}
        onClick={() => onChoose('sumup')}
      />
      <Option
        icon={<PaymentsOutlinedIcon />}
        title={t`Bar vor Ort`}
        text={t`Sie bezahlen beim Veranstalter. Der gewählte Standplatz wird dann nicht reserviert; der Veranstalter weist Ihnen einen Platz zu.`}
        onClick={() => onChoose('cash')}
      />
    </Stack>
  );
}
