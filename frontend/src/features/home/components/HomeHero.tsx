import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BUTTON_CLASS, buttonSx } from '../../../lib/button-styles';
import { accentGold } from '../../../lib/theme';

export function HomeHero({ marketName }: { marketName: string }) {
  const { t } = useLingui();
  return (
    <Box
      component="section"
      sx={{
        color: 'common.white',
        textAlign: 'center',
        py: { xs: 7, md: 10 },
        background: (theme) =>
          `radial-gradient(circle at 50% 0%, ${theme.palette.primary.light} 0%, ${theme.palette.primary.main} 45%, ${theme.palette.primary.dark} 100%)`,
      }}
    >
      <Container maxWidth="md">
        <Box
          component="img"
          src="/logo.svg"
          alt={t`Logo`}
          sx={{
            width: { xs: 88, md: 112 },
            height: 'auto',
            mb: 3,
            filter: 'drop-shadow(0 6px 16px rgba(0,0,0,0.3))',
          }}
        />
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 1 }}
        >
          {marketName}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          sx={{ color: accentGold, fontWeight: 500, letterSpacing: 1, mb: 4 }}
        >
          <Trans>Händleranmeldung</Trans>
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center', alignItems: 'center' }}
        >
          <Box
            component={RouterLink}
            to="/vendor-registration"
            className={BUTTON_CLASS}
            sx={[
              buttonSx({ variant: 'contained', size: 'large' }),
              {
                bgcolor: accentGold,
                color: 'text.primary',
                minWidth: 220,
                '&:hover': { bgcolor: '#e0b54f' },
              },
            ]}
          >
            <Trans>Als Händler anmelden</Trans>
          </Box>
          <Box
            component={RouterLink}
            to="/vendor-status"
            className={BUTTON_CLASS}
            sx={[
              buttonSx({ variant: 'outlined', color: 'inherit', size: 'large' }),
              { minWidth: 220, borderColor: 'rgba(255,255,255,0.7)' },
            ]}
          >
            <Trans>Status prüfen</Trans>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
