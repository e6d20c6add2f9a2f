import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A bullet list nested inside a list item or paragraph block of a legal text. */
export function InlineList({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: { xs: 2.5, sm: 3 }, mt: 0.75, mb: 0 }}>
      {items.map((item, index) => (
        <Box component="li" key={index} sx={{ mb: 0.5 }}>
          {item}
        </Box>
      ))}
    </Box>
  );
}
