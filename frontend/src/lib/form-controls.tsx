import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useHydrated } from './hydration';

/**
 * The controls of a form the server renders (issue 28), disabled until the app has taken the page
 * over: typed into before, a field would lose its text to the state the app starts with, and the
 * browser would send the form by itself. A fieldset without border and spacing, so it looks the
 * same; the browser tests wait for its controls to be enabled.
 */
export function FormControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Box component="fieldset" disabled={!hydrated} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}
