import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { htmlLang, isLocale } from '../../../lib/locale';
import type { LegalNumbering, LegalSection } from '../types';
import { BackToHomeButton } from './BackToHomeButton';
import { LegalBlocks, bodyTextSx } from './LegalBlocks';

export interface LegalPageProps {
  title: string;
  /** Line under the title, e.g. what the document covers. */
  subtitle?: ReactNode;
  /** Version date ('Dezember 2025'), shown as "Stand: …". */
  stand?: string;
  /** Text before the first section. */
  intro?: ReactNode;
  sections: LegalSection[];
  /** "§ 1 …" (paragraph), "1. …" (decimal) or plain headings (none). */
  numbering?: LegalNumbering;
  /** Prefix of the section anchors; also the id stem of the page. */
  idPrefix: string;
  /** Table of contents with jump links; shown by default from five sections on. */
  showContents?: boolean;
  /** A hint above the text, e.g. when the season's dates could not be loaded. */
  notice?: ReactNode;
  /** Parts of the text are still loading (skeletons stand in for them). */
  busy?: boolean;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function sectionLabel(numbering: LegalNumbering, index: number, title: string): string {
  const number = index + 1;
  if (numbering === 'paragraph') return `§\u00a0${number} ${title}`;
  if (numbering === 'decimal') return `${number}. ${title}`;
  return title;
}

/** Shared layout of the legal pages: title, "Stand" line, optional contents, sections, back button. */
export function LegalPage({
  title,
  subtitle,
  stand,
  intro,
  sections,
  numbering = 'decimal',
  idPrefix,
  showContents,
  notice,
  busy = false,
}: LegalPageProps) {
  const items = sections.map((section, index) => ({
    ...section,
    anchor: `${idPrefix}-${section.id ?? slugify(section.title)}`,
    label: sectionLabel(numbering, index, section.title),
  }));
  const withContents = showContents ?? sections.length >= 5;
  const { hash } = useLocation();
  const { t, i18n } = useLingui();
  // Only the German text is binding (issue 33); a translation says so at its top.
  const translated = i18n.locale !== 'de';

  // Deep links such as /agb#agb-haftung: the layout scrolls to the top on navigation, so jump
  // to the section once the page has rendered, and again once the loading parts are filled in
  // (they change the height of the text above the section).
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash, busy]);

  return (
    <Container
      maxWidth="md"
      lang={htmlLang(isLocale(i18n.locale) ? i18n.locale : 'de')}
      sx={{ py: { xs: 3, sm: 5 }, px: { xs: 1.5, sm: 3 } }}
    >
      <Paper
        variant="outlined"
        component="article"
        aria-labelledby={`${idPrefix}-title`}
        aria-busy={busy || undefined}
        sx={{
          p: { xs: 2.5, sm: 4, md: 5 },
          hyphens: 'auto',
          overflowWrap: 'break-word',
        }}
      >
        <Box component="header" sx={{ mb: 3 }}>
          <Typography
            id={`${idPrefix}-title`}
            variant="h4"
            component="h1"
            color="primary"
            sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, lineHeight: 1.25, mb: 1 }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography
              component="p"
              color="text.secondary"
              sx={{ fontSize: { xs: '1rem', sm: '1.1rem' }, lineHeight: 1.5, mb: 0.5 }}
            >
              {subtitle}
            </Typography>
          )}
          {stand && (
            <Typography variant="body2" color="text.secondary" component="p">
              <Trans>Stand: {stand}</Trans>
            </Typography>
          )}
        </Box>

        {translated && (
          <Alert
            severity="info"
            variant="outlined"
            data-testid="legal-translation-notice"
            sx={{ mb: 3 }}
          >
            <Trans>
              Dies ist eine Übersetzung zu Ihrer Information. Rechtlich verbindlich ist allein die
              deutsche Fassung.
            </Trans>
          </Alert>
        )}

        {notice && (
          <Alert severity="warning" variant="outlined" sx={{ mb: 3 }}>
            {notice}
          </Alert>
        )}

        {intro && <Box sx={{ ...bodyTextSx, mb: 3 }}>{intro}</Box>}

        {withContents && (
          <Box
            component="nav"
            aria-label={t`Inhaltsverzeichnis`}
            sx={{ mb: 4, p: { xs: 2, sm: 2.5 }, bgcolor: 'background.default', borderRadius: 1 }}
          >
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              <Trans>Inhalt</Trans>
            </Typography>
            <Box
              component="ol"
              sx={{ listStyle: 'none', m: 0, p: 0, columns: { xs: 1, sm: 2 }, columnGap: 4 }}
            >
              {items.map((item) => (
                <Box component="li" key={item.anchor} sx={{ py: 0.5, breakInside: 'avoid' }}>
                  <Link href={`#${item.anchor}`} variant="body2" underline="hover">
                    {item.label}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>
        )}

        {items.map((item) => (
          <Box
            component="section"
            key={item.anchor}
            id={item.anchor}
            aria-labelledby={`${item.anchor}-heading`}
            sx={{ mb: { xs: 3, sm: 4 }, scrollMarginTop: { xs: 72, sm: 88 } }}
          >
            <Typography
              id={`${item.anchor}-heading`}
              variant="h6"
              component="h2"
              sx={{ fontSize: { xs: '1.1rem', sm: '1.25rem' }, lineHeight: 1.35, mb: 1.25 }}
            >
              {item.label}
            </Typography>
            <LegalBlocks blocks={item.body} />
          </Box>
        ))}

        <Divider sx={{ my: 3 }} />
        <BackToHomeButton />
      </Paper>
    </Container>
  );
}
