import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { serverI18n } from './app/i18n-server';
import { AppProviders } from './app/providers';
import { pageHead } from './app/page-head';
import { AppRoutes, routes } from './app/router';
import { seedQueryData } from './lib/page-data';
import { DEFAULT_LOCALE, htmlLang, type Locale } from './lib/locale';
import { createQueryClient } from './lib/query-client';

/** The server reads a request's language as the browser does (issue 33). */
export { negotiateLocale } from './lib/locale';

/** A page as the server sends it: its status, the <head> part, the markup of #root. */
export interface RenderedPage {
  status: 200 | 404;
  /**
   * React's preloads of the page's first images, and Emotion's styles of the page as
   * <style data-emotion> elements the app takes over.
   */
  head: string;
  html: string;
  /** The page's title and description for index.html's (plain text; the server escapes it). */
  title: string;
  /** The `lang` of the page's <html>. */
  lang: string;
  description: string | null;
}

/**
 * Renders the page at `url` (path and query) from the app's own components, as the browser
 * renders it first (issue 28): the same providers and routes as src/main.tsx, a StaticRouter in
 * place of the BrowserRouter, and a query cache seeded with the same public data (API path →
 * its answer) the server puts into the page for the app. React's prerender waits for every lazy
 * part (the page's chunk, the footer), so the page is complete; the browser hydrates it.
 * Unknown paths render the 404 page with status 404. The page is in `locale` (issue 33).
 */
export async function render(
  url: string,
  data: Record<string, unknown> | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const i18n = serverI18n(locale);
  if (data) seedQueryData(queryClient, data);
  const cache = createCache({ key: 'css' });
  // Emotion keeps each rule it renders in cache.inserted rather than writing a <style> next to
  // the element (what @emotion/server's extractCritical reads).
  cache.compat = true;
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // Every part inline, however large: React would send a large part after the rest with an
    // inline script to put it in place, which the page's Content-Security-Policy refuses.
    { progressiveChunkSize: Infinity },
  );
  const rendered = await new Response(prelude).text();
  queryClient.clear();
  // React puts the preloads of what the page shows first (the logo) before the markup; they
  // belong to the head, not into #root, which React takes over element by element.
  const [, preloads = '', html = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(rendered) ?? [];
  const pathname = new URL(url, 'http://standl').pathname;
  const matched = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  return {
    status: matched === '*' ? 404 : 200,
    head: preloads + styleElements(cache, html),
    html,
    lang: htmlLang(locale),
    ...pageHead(pathname, data, i18n),
  };
}

/**
 * The rendered page's styles as @emotion/server's constructStyleTagsFromChunks writes them: each
 * global style (CssBaseline's) as an element of its own, then every class the markup uses in one,
 * named by their ids, so the browser's Emotion takes them over instead of inserting them again.
 */
function styleElements(cache: EmotionCache, html: string): string {
  const used = new Set(
    [...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map(([, id]) => id),
  );
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (registered && used.has(id)) {
      ids.push(id);
      css += rules;
    } else if (!registered) {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    }
  }
  return `${globals.join('')}<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`;
}
