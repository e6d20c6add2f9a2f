import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * One column on phones, two side by side from `md` on: a CSS grid with MUI's Grid spacing 3,
 * without Grid's code on Home's first load (issue 16).
 */
export function TwoColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
