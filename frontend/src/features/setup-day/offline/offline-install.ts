/**
 * Makes the scanner work without reception: the service worker `/sw.js` (written by the build,
 * see vite.config.ts) keeps the app shell, the scanner chunk and the decoder; only this page
 * registers it, so vendors never get one. The manifest makes the page installable.
 */
export function registerOfflineWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Without a worker the page still works online.
  });
}

export const MANIFEST_HREF = '/manifest.webmanifest';

/** Links the scanner's web app manifest while the page is shown; returns the clean-up. */
export function linkManifest(): () => void {
  if (document.querySelector(`link[rel="manifest"]`)) return () => {};
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
  return () => link.remove();
}
