import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PAGE_DATA_ELEMENT } from '@standl/contracts';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The built frontend as the server hands it out (issue 16, "fast public pages"): precompressed
 * copies by Accept-Encoding, a year of immutable caching for hashed files, revalidation for the
 * files that name them, and neither source maps nor the build's manifest.
 */
let t: TestApp;
const RENDERER = `
let renders = 0;
const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
export function negotiateLocale(cookie, acceptLanguage) {
  if (cookie?.includes('standl-sprache=en')) return 'en';
  if (cookie?.includes('standl-sprache=de')) return 'de';
  return acceptLanguage?.startsWith('en') ? 'en' : 'de';
}
export async function render(url, data, locale) {
  renders += 1;
  const name = data?.['/api/market-settings']?.marketName ?? 'Adventmarkt';
  const path = new URL(url, 'http://standl').pathname;
  const directory = data?.['/api/directory'];
  return {
    status: ['/', '/vendor-registration', '/vendor-status', '/impressum', '/admin', '/aussteller'].includes(path) ? 200 : 404,
    head: '<style data-emotion="css abc">h1{color:red}</style>',
    html: '<main data-render="' + renders + '" data-url="' + escape(url) + '" data-locale="' + locale + '"><h1>' + escape(name) + '</h1></main>',
    lang: locale === 'en' ? 'en' : 'de-AT',
    ...(directory && {
      title: 'Aussteller ' + directory.year + ' | ' + name,
      description: 'Wer auf dem ' + name + ' ausstellt & was "drinnen" ist',
    }),
  };
}
`;
const SCRIPT = `export const greeting = ${JSON.stringify('Grüß Gott '.repeat(200))};\n`;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'standl-frontend-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  const html =
    '<!doctype html><html lang="de-AT"><head><meta name="description" content="Standl" />' +
    '<title>Standl</title><!--app-head--></head><body>' +
    '<div id="root"><!--app-html--></div></body></html>';
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(html));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.map'), '{"version":3,"sources":[]}');
  writeFileSync(join(dir, 'assets', 'roboto-Xy9.woff2'), 'wOF2');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    join(dir, '.vite', 'route-chunks.json'),
    JSON.stringify({ '/vendor-registration': ['assets/Page-Reg1.js', 'assets/TextField-X2.js'] }),
  );
  writeFileSync(
    join(dir, '.vite', 'catalog-chunks.json'),
    JSON.stringify({
      de: { shell: ['assets/shell-De1.js'], features: ['assets/catalog-de-Fe1.js'] },
      en: { shell: ['assets/shell-En1.js'], features: ['assets/catalog-en-Fe1.js'] },
    }),
  );
  // The server's bundle of the pages (frontend/src/entry-server.tsx) as far as the server sees
  // it: the page for a URL from the page data, with a count of its renders.
  mkdirSync(join(dir, '.server'));
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
  writeFileSync(join(dir, '.server', 'entry-server.js'), RENDERER);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Standl"}');
  writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ frontendDir: dir });
});
afterAll(() => t.close());

/** The organiser changes the market settings through the API. */
async function changeSettings(change: Record<string, unknown>): Promise<void> {
  await t
    .http()
    .patch('/api/admin/market-settings')
    .set(await adminAuth(t))
    .send(change)
    .expect(200);
}

describe('precompressed files', () => {
  it('sends the brotli copy to a browser that accepts it, with the type of the original', async () => {
    const response = await t
      .http()
      .get('/assets/index-AbC123.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd')
      .expect(200);

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(response.text).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await t
      .http()
      .get('/assets/index-AbC123.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toBe(SCRIPT);
  });

  it('sends the file as it is without Accept-Encoding, and files without copies as they are', async () => {
    const plain = await t
      .http()
      .get('/assets/index-AbC123.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    const font = await t.http().get('/assets/roboto-Xy9.woff2').expect(200);

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toMatch(/font\/woff2/);
  });

  it('sends index.html compressed for a client route too', async () => {
    const response = await t
      .http()
      .get('/vendor-registration')
      .set('Accept-Encoding', 'gzip')
      .expect(200);

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('<div id="root">');
  });
});

describe("a page's lazily loaded chunks", () => {
  const links =
    '<link data-preload-after-paint href="/assets/Page-Reg1.js">' +
    '<link data-preload-after-paint href="/assets/TextField-X2.js">' +
    '<link data-preload-after-paint href="/assets/shell-De1.js">' +
    '<link data-preload-after-paint href="/assets/catalog-de-Fe1.js">';

  it.each(['/vendor-registration', '/vendor-registration/'])(
    'are named in the index.html for %s, to be fetched with the entry after the first paint',
    async (path) => {
      const response = await t.http().get(path).set('Accept-Encoding', 'gzip').expect(200);

      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text.split('</head>')[0]).toContain(links);
      expect(response.text).toContain('<div id="root">');
    },
  );

  it('are, for Home or a page without chunks of its own, only the catalog of the shell', async () => {
    for (const path of ['/', '/impressum']) {
      const response = await t.http().get(path).expect(200);
      const named = response.text.match(/<link data-preload-after-paint [^>]*>/g);
      expect(named).toEqual(['<link data-preload-after-paint href="/assets/shell-De1.js">']);
    }
  });

  it("name the catalogs of the visitor's language", async () => {
    const response = await t
      .http()
      .get('/vendor-registration')
      .set('Accept-Language', 'en-GB,en;q=0.9')
      .expect(200);

    expect(response.text.split('</head>')[0]).toContain(
      '<link data-preload-after-paint href="/assets/TextField-X2.js">' +
        '<link data-preload-after-paint href="/assets/shell-En1.js">' +
        '<link data-preload-after-paint href="/assets/catalog-en-Fe1.js">',
    );
    expect(response.text).not.toContain('shell-De1');
  });
});

describe("a page's public data", () => {
  const DATA = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT}">(.*?)</script>`,
  );

  function pageData(html: string): Record<string, unknown> {
    const match = DATA.exec(html);
    if (!match) throw new Error(`no page data in ${html}`);
    return JSON.parse(match[1]!) as Record<string, unknown>;
  }

  it.each(['/', '/vendor-registration', '/impressum'])(
    'is in the index.html for %s, as the API answers it',
    async (path) => {
      const settings = await t.http().get('/api/market-settings').expect(200);
      const areas = await t.http().get('/api/booth-areas').expect(200);

      const response = await t.http().get(path).set('Accept-Encoding', 'gzip').expect(200);

      expect(pageData(response.text)).toEqual({
        '/api/market-settings': settings.body,
        '/api/booth-areas': areas.body,
      });
      expect(response.text.indexOf(PAGE_DATA_ELEMENT)).toBeLessThan(
        response.text.indexOf('</head>'),
      );
    },
  );

  it('is for the directory /aussteller also its entries, and its own title and description', async () => {
    await changeSettings({ marketName: 'Adventmarkt <am> Schlossteich' });
    const settings = await t.http().get('/api/market-settings').expect(200);
    const areas = await t.http().get('/api/booth-areas').expect(200);
    const directory = await t.http().get('/api/directory').expect(200);

    for (const path of ['/aussteller', '/aussteller/', '/aussteller?q=honig']) {
      const response = await t.http().get(path).expect(200);
      const [head] = response.text.split('</head>');

      expect(pageData(response.text)).toEqual({
        '/api/market-settings': settings.body,
        '/api/booth-areas': areas.body,
        '/api/directory': directory.body,
      });
      expect(head).toContain(
        `<title>Aussteller ${directory.body.year} | Adventmarkt &lt;am&gt; Schlossteich</title>`,
      );
      expect(head).toContain(
        '<meta name="description" content="Wer auf dem Adventmarkt &lt;am&gt; Schlossteich ' +
          'ausstellt &amp; was &quot;drinnen&quot; ist" />',
      );
    }
    // Other pages keep index.html's title and description when the app names none.
    const home = await t.http().get('/').expect(200);
    expect(home.text).toContain(
      '<meta name="description" content="Standl" /><title>Standl</title>',
    );
  });

  it("follows the organiser's changes, and no text of theirs can end the script", async () => {
    const marketName = 'Adventmarkt </script><script>alert(1)</script> 2026';
    await changeSettings({ marketName });

    const response = await t.http().get('/').expect(200);

    expect(response.text).not.toContain('<script>alert(1)');
    expect(pageData(response.text)['/api/market-settings']).toMatchObject({ marketName });
  });
});

describe('a page rendered on the server', () => {
  function root(html: string): string {
    return /<div id="root">(.*?)<\/div><\/body>/s.exec(html)![1]!;
  }
  function rendering(html: string): { render: number; url: string } {
    const [, render, url] = /data-render="(\d+)" data-url="([^"]*)"/.exec(html)!;
    return { render: Number(render), url: url! };
  }

  it.each([
    ['/', '/'],
    ['/vendor-registration', '/vendor-registration'],
    ['/vendor-registration/', '/vendor-registration'],
    ['/impressum', '/impressum'],
  ])(
    "is the app's page for %s in #root, rendered with the data sent with it, its styles in the head",
    async (path, url) => {
      await changeSettings({ marketName: 'Adventmarkt <am> Schlossteich' });

      const response = await t.http().get(path).expect(200);
      const [head] = response.text.split('</head>');

      expect(root(response.text)).toMatch(
        /^<main data-render="\d+" data-url="[^"]*" data-locale="de"><h1>Adventmarkt &lt;am> Schlossteich<\/h1><\/main>$/,
      );
      expect(rendering(response.text).url).toBe(url);
      expect(head).toContain('<style data-emotion="css abc">h1{color:red}</style>');
      expect(head).toContain(PAGE_DATA_ELEMENT);
      expect(response.text).not.toContain('<!--app-');
    },
  );

  it('answers a path the app does not know with 404 and the rendered page', async () => {
    const response = await t
      .http()
      .get('/gibt-es/nicht')
      .set('Accept-Encoding', 'gzip')
      .expect(404);

    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(rendering(response.text).url).toBe('/gibt-es/nicht');
  });

  it('is kept while its data is the same, and rendered again when the organiser changes it', async () => {
    await changeSettings({ marketName: 'Adventmarkt am Schlossteich' });
    const first = rendering((await t.http().get('/impressum').expect(200)).text);
    const again = rendering((await t.http().get('/impressum').expect(200)).text);
    await changeSettings({ marketName: 'Adventmarkt im Schlosshof' });
    const changed = await t.http().get('/impressum').expect(200);

    expect(again.render).toBe(first.render);
    expect(rendering(changed.text).render).toBeGreaterThan(first.render);
    expect(changed.text).toContain('<h1>Adventmarkt im Schlosshof</h1>');
  });

  it("is in the visitor's language: the remembered choice, else Accept-Language, each kept apart", async () => {
    const german = await t.http().get('/impressum').set('Accept-Language', 'de-AT').expect(200);
    const english = await t.http().get('/impressum').set('Accept-Language', 'en-GB').expect(200);
    const chosen = await t
      .http()
      .get('/impressum')
      .set('Accept-Language', 'en-GB')
      .set('Cookie', 'standl-sprache=de')
      .expect(200);

    expect(german.text).toContain('<html lang="de-AT"');
    expect(german.text).toContain('data-locale="de"');
    expect(english.text).toContain('<html lang="en"');
    expect(english.text).toContain('data-locale="en"');
    expect(chosen.text).toContain('<html lang="de-AT"');
    expect(rendering(chosen.text).render).toBe(rendering(german.text).render);
    expect(english.headers['vary']).toMatch(/Accept-Language/);
    expect(english.headers['vary']).toMatch(/Cookie/);
  });

  it('is rendered with its query each time, and not kept', async () => {
    const first = await t.http().get('/vendor-status?accessCode=ABCDE12345').expect(200);
    const second = await t.http().get('/vendor-status?accessCode=ABCDE12345').expect(200);

    expect(rendering(first.text).url).toBe('/vendor-status?accessCode=ABCDE12345');
    expect(rendering(second.text).render).toBeGreaterThan(rendering(first.text).render);
  });
});

describe('caching', () => {
  it('caches hashed files under /assets for a year as immutable', async () => {
    for (const path of ['/assets/index-AbC123.js', '/assets/roboto-Xy9.woff2']) {
      const response = await t.http().get(path).expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/', '/index.html', '/admin', '/sw.js', '/manifest.webmanifest'])(
    'has %s revalidated on every visit',
    async (path) => {
      const response = await t.http().get(path).expect(200);

      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a repeated request with 304 by its ETag', async () => {
    const first = await t.http().get('/').set('Accept-Encoding', 'gzip').expect(200);

    await t
      .http()
      .get('/')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers['etag'])
      .expect(304);
  });

  it('caches other files of the build (logo, icons) for an hour', async () => {
    const response = await t.http().get('/logo.svg').expect(200);

    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('what is not public', () => {
  it.each([
    '/assets/index-AbC123.js.map',
    '/assets/gibt-es-nicht.js.map',
    '/.vite/manifest.json',
    '/.server/entry-server.js',
    '/assets/index-AbC123.js.br',
    '/assets/index-AbC123.js.gz',
    '/assets/index-Alt999.js',
    '/assets/../index.html',
    '/%2e%2e/package.json',
    '/%E0%A4%A',
  ])('answers %s with 404', async (path) => {
    const response = await t.http().get(path).expect(404);

    expect(response.text).not.toContain('<div id="root">');
  });

  it('leaves API paths to the API, also below a path of the build', async () => {
    const response = await t.http().get('/api/assets/index-AbC123.js').expect(404);

    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
