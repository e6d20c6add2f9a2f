import { createTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

/**
 * Keyboard focus (issue 16): a 3 px ring, 2 px off the control, in near-black on the light pages
 * (17.2:1 on white, 16.0:1 on the cream background; still 3.4:1 on the green, 3.5:1 on the red
 * filled toasts) and in white on the red header (8.1:1 on #9b1c1f) and the green footer (13.0:1).
 * Dark surfaces set the CSS variable to the light ring (see `onDarkSurface`).
 */
export const FOCUS_RING_COLOR = '#1b1b1b';
export const FOCUS_RING_ON_DARK = '#ffffff';
const FOCUS_RING_VARIABLE = '--standl-focus-ring';
const ring = (offset: number) => ({
  outline: `3px solid var(${FOCUS_RING_VARIABLE}, ${FOCUS_RING_COLOR})`,
  outlineOffset: offset,
});
/** Outside the control, so it never hides the label or the control's own colours. */
export const focusRing = { '&.Mui-focusVisible, &:focus-visible': ring(2) };
/** Inside the control, for controls whose container clips (tab strips, menus, drawers, switches). */
const insetFocusRing = { '&.Mui-focusVisible, &:focus-visible': ring(-3) };

/** sx for a dark or red surface (header, footer): the focus ring of the controls on it is white. */
export const onDarkSurface = { [FOCUS_RING_VARIABLE]: FOCUS_RING_ON_DARK } as const;

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
      MuiCssBaseline: {
        styleOverrides: {
          // Plain links and focusable regions that are not MUI controls (logo link, scroll areas).
          'a[href]:focus-visible, summary:focus-visible, [tabindex="0"]:focus-visible': ring(2),
        },
      },
      MuiButtonBase: { styleOverrides: { root: focusRing } },
      MuiLink: { styleOverrides: { root: focusRing } },
      MuiTab: { styleOverrides: { root: insetFocusRing } },
      MuiMenuItem: { styleOverrides: { root: insetFocusRing } },
      MuiListItemButton: { styleOverrides: { root: insetFocusRing } },
      MuiAccordionSummary: { styleOverrides: { root: insetFocusRing } },
      MuiSwitch: { styleOverrides: { switchBase: insetFocusRing } },
      // Text fields and selects: the ring around the whole field, not the bare <input> inside.
      MuiInputBase: {
        styleOverrides: { input: { '&:focus-visible': { outline: 'none' } } },
      },
      MuiOutlinedInput: { styleOverrides: { root: { '&.Mui-focused': ring(2) } } },
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
