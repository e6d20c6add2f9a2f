/*
 * Service worker of the set-up scanner (/qr-scanner), registered by that page only. The build
 * (vite.config.ts, `offlineServiceWorker`) writes it to dist/sw.js and puts two constants in front:
 * VERSION (a hash of every file of the build) and PRECACHE (their URLs). A new build therefore
 * gives a new worker, which fills a new cache and deletes the old ones.
 *
 * What it answers: the files of the build from its cache (they carry content hashes), and the
 * page /qr-scanner from the network, or from the cached index.html when there is no reception.
 * Never the API: scans, the scan list and confirmations always go to the server.
 */
/* global self, caches, VERSION, PRECACHE */
const CACHE_PREFIX = 'standl-offline-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const SHELL = '/index.html';
const OFFLINE_PAGES = ['/qr-scanner'];
const NETWORK_TIMEOUT_MS = 4000;
const precached = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function isOfflinePage(pathname) {
  return OFFLINE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

function timeout(ms) {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
}

/** The page from the network; without reception (or after 4 s of weak reception) the app shell. */
async function pageFromNetworkOrShell(request) {
  const network = fetch(request);
  try {
    const response = await Promise.race([network, timeout(NETWORK_TIMEOUT_MS)]);
    if (response && response.status < 500) return response;
  } catch {
    // No reception: fall through to the shell.
  }
  const shell = await caches.match(SHELL, { cacheName: CACHE });
  return shell ?? network;
}

async function cacheFirst(request, pathname) {
  const cached = await caches.match(pathname, { cacheName: CACHE });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    if (isOfflinePage(url.pathname)) event.respondWith(pageFromNetworkOrShell(request));
    return;
  }
  if (url.pathname !== SHELL && precached.has(url.pathname)) {
    event.respondWith(cacheFirst(request, url.pathname));
  }
});
