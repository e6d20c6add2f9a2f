import HowToRegIcon from '@mui/icons-material/HowToReg';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TwoColumns } from './TwoColumns';

const FEATURES: { icon: ReactNode; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: <HowToRegIcon fontSize="large" />,
    title: msg`Händler-Anmeldung`,
    text: msg`Melden Sie sich als Händler für den Adventmarkt an und erhalten Sie Ihren persönlichen Zugangscode.`,
  },
  {
    icon: <TravelExploreIcon fontSize="large" />,
    title: msg`Status-Verfolgung`,
    text: msg`Verfolgen Sie mit Ihrem Zugangscode Ihren Anmeldestatus, Ihren Standplatz und weitere Informationen.`,
  },
];

export function FeatureCards() {
  const { t } = useLingui();
  return (
    <TwoColumns>
      {FEATURES.map((feature) => (
        <Card key={feature.title.id}>
          <CardContent sx={{ display: 'flex', gap: 2, p: 3 }}>
            <Box
              sx={{
                color: 'secondary.main',
                bgcolor: 'rgba(31, 81, 53, 0.08)',
                borderRadius: 2,
                p: 1.25,
                display: 'flex',
                alignSelf: 'flex-start',
              }}
            >
              {feature.icon}
            </Box>
            <Box>
              <Typography variant="h6" component="h3" gutterBottom>
                {t(feature.title)}
              </Typography>
              <Typography variant="body1" color="text.secondary">
                {t(feature.text)}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </TwoColumns>
  );
}
