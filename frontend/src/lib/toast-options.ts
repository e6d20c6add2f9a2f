/** What a toast shows; a module of its own, so the lazily loaded view and the provider share it. */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}
