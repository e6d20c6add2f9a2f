import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { accentGold } from '../../lib/theme';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_LINKS } from './nav-links';

/** The header's menu on phones: the same links as the desktop navigation, in a drawer. */
export default function MobileNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t`Mobile Navigation`} sx={{ width: 280 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderBottom: `3px solid ${accentGold}`,
          }}
        >
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 36, height: 36 }} />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {t`Menü`}
          </Typography>
          <Box sx={{ ml: 'auto' }}>
            <LanguageSwitch />
          </Box>
        </Box>
        <List>
          {NAV_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              onClick={onClose}
              sx={{
                '&.active': {
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                  boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
                },
              }}
            >
              <ListItemText primary={t(link.label)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
