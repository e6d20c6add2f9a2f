import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * The service worker of the scanner (service-worker.js as vite.config.ts writes it to dist/sw.js)
 * run in a sandbox with a Cache Storage in memory and a stubbed network.
 */
const ORIGIN = 'https://standl.example';
const SOURCE = readFileSync(join(import.meta.dirname, 'service-worker.js'), 'utf8');
const PRECACHE = ['/assets/index-abc.js', '/assets/QrScannerPage-def.js', '/index.html'];

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(version: string, network: (request: Request) => Promise<Response>) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, Response>>();
  const fetched: Request[] = [];
  const fetchStub = async (request: Request) => {
    fetched.push(request);
    return network(request);
  };
  const store = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    return stores.get(name)!;
  };
  const caches = {
    open: async (name: string) => ({
      addAll: async (requests: Request[]) => {
        for (const request of requests) {
          store(name).set(new URL(request.url).pathname, await fetchStub(request));
        }
      },
    }),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (path: string, { cacheName }: { cacheName: string }) =>
      stores.get(cacheName)?.get(path)?.clone(),
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  class SandboxRequest extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  }
  runInNewContext(
    `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(PRECACHE)};\n${SOURCE}`,
    { self, caches, fetch: fetchStub, Request: SandboxRequest, URL, setTimeout, Promise, Set },
  );

  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }

  /** The worker's answer to a request, or null when it leaves the request to the browser. */
  async function handle(
    path: string,
    init: RequestInit & { mode?: 'navigate' } = {},
  ): Promise<Response | null> {
    const { mode, ...rest } = init;
    const request = new Request(new URL(path, ORIGIN), rest);
    let answer: Promise<Response> | null = null;
    listeners.fetch!({
      request: { method: request.method, url: request.url, mode: mode ?? 'cors' },
      respondWith: (response: Promise<Response>) => (answer = response),
    });
    return answer;
  }

  return { self, stores, fetched, lifecycle, handle };
}

const ok = (body: string) => async () => new Response(body, { status: 200 });

describe('scanner service worker', () => {
  it('precaches every built file, bypassing the HTTP cache, and takes over at once', async () => {
    const worker = loadWorker('v1', async (request) => new Response(request.url));
    await worker.lifecycle('install');
    expect([...worker.stores.keys()]).toEqual(['standl-offline-v1']);
    expect([...worker.stores.get('standl-offline-v1')!.keys()]).toEqual(PRECACHE);
    expect(worker.fetched.every((request) => request.cache === 'reload')).toBe(true);
    expect(worker.self.skipWaiting).toHaveBeenCalled();
  });

  it("deletes the caches of older builds (and nobody else's) when a new build activates", async () => {
    const worker = loadWorker('v2', ok('x'));
    worker.stores.set('standl-offline-v1', new Map());
    worker.stores.set('other-app', new Map());
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect([...worker.stores.keys()].sort()).toEqual(['other-app', 'standl-offline-v2']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('never answers the API, other methods or other origins', async () => {
    const worker = loadWorker('v1', ok('x'));
    await worker.lifecycle('install');
    expect(await worker.handle('/api/admin/scan-list')).toBeNull();
    expect(await worker.handle('/api/admin/me', { mode: 'navigate' })).toBeNull();
    expect(await worker.handle('/api')).toBeNull();
    expect(await worker.handle('/assets/index-abc.js', { method: 'POST', body: '{}' })).toBeNull();
    expect(await worker.handle('https://cdn.example/assets/index-abc.js')).toBeNull();
    expect(await worker.handle('/assets/unknown.js')).toBeNull();
  });

  it('answers built files from its cache', async () => {
    const worker = loadWorker('v1', async (request) => new Response(`net ${request.url}`));
    await worker.lifecycle('install');
    worker.fetched.length = 0;
    const response = await worker.handle('/assets/QrScannerPage-def.js');
    expect(await response!.text()).toBe(`net ${ORIGIN}/assets/QrScannerPage-def.js`);
    expect(worker.fetched).toHaveLength(0);
  });

  it('loads /qr-scanner from the network and from the cached shell without reception', async () => {
    let online = true;
    const worker = loadWorker('v1', async (request) => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(new URL(request.url).pathname === '/index.html' ? 'shell' : 'fresh');
    });
    await worker.lifecycle('install');
    const fresh = await worker.handle('/qr-scanner', { mode: 'navigate' });
    expect(await fresh!.text()).toBe('fresh');

    online = false;
    const offline = await worker.handle('/qr-scanner', { mode: 'navigate' });
    expect(await offline!.text()).toBe('shell');
    // Other pages stay as they are: the worker only keeps the scanner working offline.
    expect(await worker.handle('/admin', { mode: 'navigate' })).toBeNull();
    expect(await worker.handle('/', { mode: 'navigate' })).toBeNull();
  });

  it('serves the shell when the server answers a navigation with a 5xx', async () => {
    const worker = loadWorker('v1', async (request) =>
      new URL(request.url).pathname === '/index.html'
        ? new Response('shell')
        : new Response('down', { status: 503 }),
    );
    await worker.lifecycle('install');
    const response = await worker.handle('/qr-scanner', { mode: 'navigate' });
    expect(await response!.text()).toBe('shell');
  });
});
