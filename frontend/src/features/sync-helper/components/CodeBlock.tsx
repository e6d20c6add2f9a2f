import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Preformatted code with an optional file name above; scrolls sideways on small screens. */
export function CodeBlock({ code, file }: { code: string; file?: string }) {
  const { t } = useLingui();
  return (
    <Box sx={{ my: 1.5 }}>
      {file && (
        <Typography
          variant="caption"
          component="p"
          sx={{
            fontFamily: 'monospace',
            color: 'text.secondary',
            mb: 0.5,
            overflowWrap: 'anywhere',
          }}
        >
          {file}
        </Typography>
      )}
      {/* Focusable, so that keyboard users can scroll it sideways too (WCAG 2.1.1). */}
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label={file ? t`Code: ${file}` : t`Code`}
        sx={{
          m: 0,
          p: { xs: 1.5, sm: 2 },
          overflowX: 'auto',
          bgcolor: '#2b2220',
          color: '#f5efe6',
          borderRadius: 1,
          fontFamily: '"Roboto Mono", Menlo, Consolas, monospace',
          fontSize: { xs: '0.75rem', sm: '0.82rem' },
          lineHeight: 1.55,
        }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}

/** Inline file names, commands and identifiers. */
export function Mono({ children }: { children: string }) {
  return (
    <Box
      component="code"
      sx={{
        fontFamily: '"Roboto Mono", Menlo, Consolas, monospace',
        fontSize: '0.9em',
        bgcolor: 'action.hover',
        px: 0.5,
        py: 0.125,
        borderRadius: 0.5,
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}
