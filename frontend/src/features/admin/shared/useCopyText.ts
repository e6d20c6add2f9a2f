import { useCallback } from 'react';
import { useToast } from '../../../lib/toast';

/** Copies a text to the clipboard and says so; where the browser refuses, asks to note it down. */
export function useCopyText(): (text: string, what: string) => Promise<void> {
  const { toast } = useToast();
  return useCallback(
    async (text: string, what: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast({ title: `${what} kopiert`, variant: 'success' });
      } catch {
        toast({
          title: 'Kopieren nicht möglich',
          description: `Bitte notieren Sie ${what === 'Einmal-Passwort' ? 'das' : 'die'} ${what}.`,
          variant: 'destructive',
        });
      }
    },
    [toast],
  );
}
