/** MUI's styling and the app's theme, built when this module runs: the second part. */
export { theme } from '../../lib/theme';
