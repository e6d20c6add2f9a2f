import Box from '@mui/material/Box';
import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from './hydration';

/**
 * The controls of a form the server renders (issue 28), disabled until the app has taken the page
 * over: typed into before, a field would lose its text to the state the app starts with, and the
 * browser would send the form by itself. A fieldset without border and spacing, so it looks the
 * same; the browser tests wait for its controls to be enabled.
 */
export function FormControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // The browser does not focus a disabled field marked autofocus in the server's page: once
    // enabled, it gets the focus, unless the visitor has put it somewhere already.
    if (!hydrated || (document.activeElement && document.activeElement !== document.body)) return;
    fieldset.current?.querySelector<HTMLElement>('[autofocus]')?.focus();
  }, [hydrated]);
  return (
    <Box
      component="fieldset"
      ref={fieldset}
      disabled={!hydrated}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      {children}
    </Box>
  );
}
