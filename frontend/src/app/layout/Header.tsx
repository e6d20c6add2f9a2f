import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { FALLBACK_MARKET_NAME, useMarketSettings } from '../../features/market';
import { BUTTON_CLASS, buttonSx, iconButtonEndSx } from '../../lib/button-styles';
import { accentGold, onDarkSurface } from '../../lib/theme';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_LINKS } from './nav-links';

/**
 * The phone menu is a chunk of its own, fetched when the menu button is first pressed (or hovered
 * or touched): its drawer, modal and transitions are not needed for a first paint.
 */
const loadMobileNav = () => import('./MobileNav');
const MobileNav = lazy(loadMobileNav);

export function Header() {
  const { t } = useLingui();
  const { data: settings } = useMarketSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const marketName = settings?.marketName || FALLBACK_MARKET_NAME;

  return (
    // A plain header rather than MUI's AppBar (a Paper): the same look with less code on the
    // first load of every page (issue 16).
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        flexShrink: 0,
        color: 'primary.contrastText',
        bgcolor: 'primary.main',
        borderBottom: `3px solid ${accentGold}`,
        ...onDarkSurface,
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64, md: 72 } }}>
          <Box
            component={RouterLink}
            to="/"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              color: 'inherit',
              textDecoration: 'none',
              minWidth: 0,
              flexGrow: 1,
            }}
          >
            <Box
              component="img"
              src="/logo.svg"
              alt=""
              sx={{ width: 44, height: 44, flexShrink: 0 }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="h6"
                component="p"
                noWrap
                // A little smaller on phones, so 'Adventmarkt auf der Burg 2026' keeps its year.
                sx={{ lineHeight: 1.2, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
              >
                {marketName}
              </Typography>
              <Typography variant="body2" noWrap sx={{ opacity: 0.85 }}>
                {t`Händler- & Standplatzverwaltung`}
              </Typography>
            </Box>
          </Box>

          <Box
            component="nav"
            aria-label={t`Hauptnavigation`}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
          >
            {NAV_LINKS.map((link) => (
              <Box
                key={link.to}
                component={NavLink}
                to={link.to}
                className={BUTTON_CLASS}
                sx={[
                  buttonSx({ color: 'inherit' }),
                  {
                    px: 2,
                    borderRadius: 2,
                    opacity: 0.9,
                    position: 'relative',
                    '&.active': { opacity: 1, bgcolor: 'rgba(255, 255, 255, 0.14)' },
                    '&.active::after': {
                      content: '""',
                      position: 'absolute',
                      left: 16,
                      right: 16,
                      bottom: 4,
                      height: 2,
                      borderRadius: 1,
                      bgcolor: accentGold,
                    },
                  },
                ]}
              >
                {t(link.label)}
              </Box>
            ))}
          </Box>

          <LanguageSwitch />

          <Box
            component="button"
            type="button"
            aria-label={t`Menü öffnen`}
            onPointerEnter={() => void loadMobileNav()}
            onTouchStart={() => void loadMobileNav()}
            onClick={() => {
              setDrawerRequested(true);
              setDrawerOpen(true);
            }}
            sx={[iconButtonEndSx, { display: { md: 'none' } }]}
          >
            <MenuIcon />
          </Box>
        </Toolbar>
      </Container>

      {drawerRequested && (
        <Suspense fallback={null}>
          <MobileNav open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
