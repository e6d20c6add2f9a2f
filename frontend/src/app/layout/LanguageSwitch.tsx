import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react';
import { BUTTON_CLASS, buttonSx } from '../../lib/button-styles';
import { OFFERED_LOCALES } from '../../lib/locale';
import { switchLocale } from '../i18n';

/**
 * The language switch of the header and the phone menu (issue 33): with two languages one button
 * that names the other one in its own language ('English' on a German page, 'Deutsch' on an
 * English one; 'EN'/'DE' where the header is narrow). The name it is read by holds both forms.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { i18n } = useLingui();
  const [german, english] = OFFERED_LOCALES;
  const other = i18n.locale === 'en' ? german : english;
  return (
    <Box
      component="button"
      type="button"
      className={BUTTON_CLASS}
      lang={other.locale === 'de' ? 'de-AT' : other.locale}
      aria-label={`${other.short} – ${other.name}`}
      onClick={() => void switchLocale(other.locale)}
      sx={[
        buttonSx({ color: 'inherit' }),
        { px: { xs: 0.75, md: 1.5 }, borderRadius: 2, minWidth: 0, flexShrink: 0 },
      ]}
    >
      <Box component="span" sx={{ display: compact ? 'none' : { xs: 'none', md: 'inline' } }}>
        {other.name}
      </Box>
      <Box component="span" sx={{ display: compact ? 'inline' : { md: 'none' } }}>
        {other.short}
      </Box>
    </Box>
  );
}
