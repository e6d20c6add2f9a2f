import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { focusRing } from './theme';

export { BUTTON_CLASS } from './repeated-clicks';

/**
 * MUI's Button and IconButton drawn on a plain <a> or <button> (issue 16): the controls of the
 * layout, Home and the 404 page look and behave as MUI's (sizes, colours, radius, hover, the focus
 * ring of theme.ts) without ButtonBase, its ripple and Button's loading indicator on the first load
 * of every page (about 8 KB gzip). Not drawn: the ripple (a click's wave and the keyboard focus's
 * pulse); the focus ring marks the focus as before. Pages loaded later keep MUI's Button. An action
 * button drawn so gets BUTTON_CLASS, so that a double click acts once (src/lib/repeated-clicks.ts).
 */

type Style = SystemStyleObject<Theme>;

/** What ButtonBase resets on its root: the element shows nothing of its own. */
const bare: Style = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: '0',
  border: '0',
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '@media print': { colorAdjust: 'exact' },
  ...focusRing,
};

const PADDING = {
  text: { medium: '6px 8px', large: '8px 11px' },
  outlined: { medium: '5px 15px', large: '7px 21px' },
  contained: { medium: '6px 16px', large: '8px 22px' },
};

/**
 * sx of MUI's Button: `variant` text, outlined or contained (primary only, without elevation as
 * theme.ts has it), `color` primary or inherit, `size` medium or large.
 */
export function buttonSx({
  variant = 'text',
  color = 'primary',
  size = 'medium',
}: {
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'inherit';
  size?: 'medium' | 'large';
}): (theme: Theme) => Style {
  return (theme) => {
    const { main, dark, contrastText } = theme.palette.primary;
    const { hoverOpacity } = theme.palette.action;
    const inherit = color === 'inherit';
    const hoverBg = theme.alpha(inherit ? theme.palette.text.primary : main, hoverOpacity);
    const byVariant: Record<typeof variant, Style> = {
      text: {
        color: inherit ? 'inherit' : main,
        '@media (hover: hover)': { '&:hover': { backgroundColor: hoverBg } },
      },
      outlined: {
        color: inherit ? 'inherit' : main,
        border: '1px solid',
        borderColor: inherit ? 'currentColor' : theme.alpha(main, 0.5),
        '@media (hover: hover)': {
          '&:hover': { backgroundColor: hoverBg, ...(!inherit && { borderColor: main }) },
        },
      },
      contained: {
        color: contrastText,
        backgroundColor: main,
        '@media (hover: hover)': { '&:hover': { backgroundColor: dark } },
      },
    };
    return {
      ...bare,
      ...theme.typography.button,
      minWidth: 64,
      padding: PADDING[variant][size],
      borderRadius: `${theme.shape.borderRadius}px`,
      transition: theme.transitions.create(
        ['background-color', 'box-shadow', 'border-color', 'color'],
        {
          duration: theme.transitions.duration.short,
        },
      ),
      ...(size === 'large' && { fontSize: theme.typography.pxToRem(15) }),
      ...byVariant[variant],
    };
  };
}

/** sx of the span around a Button's start icon (medium size). */
export const startIconSx: Style = {
  display: 'inherit',
  alignItems: 'center',
  marginRight: '8px',
  marginLeft: '-4px',
  // A zero-width space: the icon's line has the height of the label's.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS, no text
  '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
  '& > *:nth-of-type(1)': { fontSize: 20 },
};

/** sx of MUI's IconButton with color inherit, medium size, on the right edge (`edge="end"`). */
export function iconButtonEndSx(theme: Theme): Style {
  const { active, hoverOpacity } = theme.palette.action;
  return {
    ...bare,
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: theme.typography.pxToRem(24),
    padding: '8px',
    borderRadius: '50%',
    marginRight: '-12px',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': {
      backgroundColor: theme.alpha(active, hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
  };
}
