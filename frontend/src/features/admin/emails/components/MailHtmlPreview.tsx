import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Shows mail HTML without ever running it: sanitised with DOMPurify and rendered in an iframe
 * with an empty sandbox (no scripts, no forms, no navigation of this page).
 */
export function MailHtmlPreview({
  html,
  title,
  height = 360,
}: {
  html: string;
  title: string;
  height?: number;
}) {
  const document = useMemo(
    () =>
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>body{font-family:Roboto,Arial,sans-serif;font-size:14px;line-height:1.5;margin:12px;color:#222;overflow-wrap:anywhere}img{max-width:100%}</style></head><body>${DOMPurify.sanitize(html)}</body></html>`,
    [html],
  );
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={document}
      sx={{
        width: '100%',
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    />
  );
}
