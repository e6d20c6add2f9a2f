import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { whenIdle } from './next-task';
import type { ToastOptions } from './toast-options';
import type { ToastView as ToastViewComponent } from './toast-view';

export type { ToastOptions, ToastVariant } from './toast-options';

interface ToastContextValue {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

let viewLoad: Promise<typeof ToastViewComponent> | null = null;
/** The toast's view, fetched once per page load. */
export function loadToastView(): Promise<typeof ToastViewComponent> {
  viewLoad ??= import('./toast-view').then((module) => module.ToastView);
  return viewLoad;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastOptions & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);
  // Fetched once the page is idle after its first render, not when the first toast is raised: by
  // the time anyone acts, the view is there. A toast raised before that waits for it, not lost.
  const [ToastView, setToastView] = useState<typeof ToastViewComponent | null>(null);
  const wanted = current !== null;
  useEffect(() => {
    let mounted = true;
    const show = () => void loadToastView().then((view) => mounted && setToastView(() => view));
    const cancelIdle = wanted ? null : whenIdle(show);
    if (wanted) show();
    return () => {
      mounted = false;
      cancelIdle?.();
    };
  }, [wanted]);

  const toast = useCallback((options: ToastOptions) => {
    setCurrent((previous) => ({ ...options, id: (previous?.id ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {current && ToastView && (
        <ToastView key={current.id} toast={current} open={open} onDismiss={dismiss} />
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
