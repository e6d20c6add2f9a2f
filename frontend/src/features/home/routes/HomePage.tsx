import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BUTTON_CLASS, buttonSx } from '../../../lib/button-styles';
import { DIRECTORY_PATH } from '../../directory';
import { useMarketSettings, FALLBACK_MARKET_NAME, FALLBACK_YEAR, marketYear } from '../../market';
import { BoothAreasCard } from '../components/BoothAreasCard';
import { FeatureCards } from '../components/FeatureCards';
import { HomeHero } from '../components/HomeHero';
import { MarketDatesCard } from '../components/MarketDatesCard';
import { TwoColumns } from '../components/TwoColumns';

const headingSx = { fontSize: { xs: '1.6rem', md: '2.125rem' } };

export function HomePage() {
  const { data: settings, isPending: settingsLoading } = useMarketSettings();
  const marketName = settings?.marketName || FALLBACK_MARKET_NAME;
  const year = settings?.currentYear || FALLBACK_YEAR;
  const directoryYear = marketYear(settings);

  return (
    <>
      <HomeHero marketName={marketName} />

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box component="section" sx={{ mb: { xs: 6, md: 8 } }}>
          <Typography variant="h4" component="h2" align="center" sx={headingSx} gutterBottom>
            <Trans>Willkommen bei der Händleranmeldung</Trans>
          </Typography>
          <Typography
            variant="body1"
            align="center"
            color="text.secondary"
            sx={{ maxWidth: 680, mx: 'auto', mb: 4 }}
          >
            <Trans>
              Hier melden Sie sich als Händler für unseren Adventmarkt an und behalten Ihre
              Anmeldung jederzeit im Blick.
            </Trans>
          </Typography>
          <FeatureCards />
        </Box>

        <Box component="section">
          <Typography variant="h4" component="h2" align="center" sx={{ ...headingSx, mb: 4 }}>
            <Trans>Markt-Informationen {year}</Trans>
          </Typography>
          <TwoColumns>
            <MarketDatesCard settings={settings} loading={settingsLoading} />
            <BoothAreasCard />
          </TwoColumns>
          <Box sx={{ textAlign: 'center', mt: { xs: 4, md: 5 } }}>
            <Typography color="text.secondary" sx={{ maxWidth: 680, mx: 'auto', mb: 2 }}>
              <Trans>
                Wer stellt heuer aus, und was gibt es wo? Alle Aussteller mit ihrem Angebot und
                Standplatz:
              </Trans>
            </Typography>
            <Box
              component={RouterLink}
              to={DIRECTORY_PATH}
              className={BUTTON_CLASS}
              sx={buttonSx({ variant: 'outlined', size: 'large' })}
            >
              <Trans>Aussteller {directoryYear}</Trans>
            </Box>
          </Box>
        </Box>
      </Container>
    </>
  );
}
