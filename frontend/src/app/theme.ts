import { createTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#9b1c1f', dark: '#6e1215', light: '#c0392b', contrastText: '#ffffff' },
      secondary: { main: '#1f5135', dark: '#143823', light: '#2f7a50', contrastText: '#ffffff' },
      warning: { main: '#c9962b' },
      // Darker than MUI's default blue, so white text on 'Wartend' chips reaches WCAG AA (4.8:1).
      info: { main: '#0277bd' },
      background: { default: '#faf6ef', paper: '#ffffff' },
      text: { primary: '#2b2220', secondary: '#5f524c' },
      divider: 'rgba(43, 34, 32, 0.12)',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: 'rgba(155, 28, 31, 0.15)' } },
      },
      MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
    },
  },
  deDE,
);

export const accentGold = '#d4a437';
