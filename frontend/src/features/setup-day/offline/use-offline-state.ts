import { useSyncExternalStore } from 'react';
import { loadQueue, loadRejected, subscribeQueue } from './confirmation-queue';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** `navigator.onLine`, updated by the `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The waiting and the refused confirmations, updated whenever either changes. */
export function useConfirmationQueue() {
  const queue = useSyncExternalStore(subscribeQueue, loadQueue, loadQueue);
  const rejected = useSyncExternalStore(subscribeQueue, loadRejected, loadRejected);
  return { queue, rejected };
}

function subscribeController(listener: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  navigator.serviceWorker.addEventListener('controllerchange', listener);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', listener);
}

/** Whether the offline service worker controls this page (the page then loads without network). */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(
    subscribeController,
    () => 'serviceWorker' in navigator && Boolean(navigator.serviceWorker.controller),
    () => false,
  );
}
