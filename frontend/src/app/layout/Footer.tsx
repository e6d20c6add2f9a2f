import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FALLBACK_MARKET_NAME, FALLBACK_YEAR, useMarketSettings } from '../../features/market';
import { accentGold, onDarkSurface } from '../../lib/theme';

const LEGAL_LINKS: { to: string; label: MessageDescriptor }[] = [
  { to: '/datenschutz', label: msg`Datenschutz` },
  { to: '/impressum', label: msg`Impressum` },
  { to: '/agb', label: msg`AGB` },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Typography variant="subtitle1" component="h2" sx={{ color: accentGold, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Grid>
  );
}

export function Footer() {
  const { data: settings, isPending } = useMarketSettings();
  const organizer = settings?.organizer;
  const marketName = settings?.marketName || FALLBACK_MARKET_NAME;
  const year = settings?.currentYear || FALLBACK_YEAR;
  const linkSx = { color: 'inherit', textDecorationColor: 'rgba(255,255,255,0.4)' };
  const { t } = useLingui();
  const holder = organizer?.name ?? marketName;

  return (
    <Box
      component="footer"
      sx={{
        ...onDarkSurface,
        bgcolor: 'secondary.dark',
        color: 'rgba(255, 255, 255, 0.9)',
        mt: 'auto',
        pt: 6,
        pb: 3,
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Column title={t`Über uns`}>
            <Typography variant="body2" sx={{ lineHeight: 1.7 }}>
              <Trans>
                Die offizielle Verwaltungsplattform für Händler und die Standplatzvergabe beim{' '}
                {marketName}.
              </Trans>
            </Typography>
          </Column>

          <Column title={t`Kontakt`}>
            {organizer && (
              <Stack spacing={0.5} component="address" sx={{ fontStyle: 'normal' }}>
                {organizer.name && <Typography variant="body2">{organizer.name}</Typography>}
                {organizer.street && <Typography variant="body2">{organizer.street}</Typography>}
                {(organizer.postalCode || organizer.city) && (
                  <Typography variant="body2">
                    {[organizer.postalCode, organizer.city].filter(Boolean).join(' ')}
                  </Typography>
                )}
                {organizer.email && (
                  <Link variant="body2" href={`mailto:${organizer.email}`} sx={linkSx}>
                    {organizer.email}
                  </Link>
                )}
                {organizer.phone && (
                  <Link
                    variant="body2"
                    href={`tel:${organizer.phone.replace(/[^\d+]/g, '')}`}
                    sx={linkSx}
                  >
                    {organizer.phone}
                  </Link>
                )}
              </Stack>
            )}
            {!organizer && !isPending && (
              <Typography variant="body2">
                <Trans>
                  Die Kontaktdaten finden Sie im{' '}
                  <Link component={RouterLink} to="/impressum" sx={linkSx}>
                    Impressum
                  </Link>
                  .
                </Trans>
              </Typography>
            )}
          </Column>

          <Column title={t`Rechtliches`}>
            <Stack spacing={0.5} component="nav" aria-label={t`Rechtliches`}>
              {LEGAL_LINKS.map((link) => (
                <Link
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  variant="body2"
                  sx={{ ...linkSx, alignSelf: 'flex-start' }}
                >
                  {t(link.label)}
                </Link>
              ))}
            </Stack>
          </Column>
        </Grid>

        <Box
          component="hr"
          sx={{ border: 0, borderTop: '1px solid rgba(255, 255, 255, 0.15)', mt: 5, mb: 2.5 }}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', opacity: 0.75 }}
        >
          <Typography variant="caption">
            © {year} {holder}
          </Typography>
          <Typography variant="caption">
            <Trans>Software: Standl</Trans>
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
