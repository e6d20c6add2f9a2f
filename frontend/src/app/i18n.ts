import { i18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, htmlLang, rememberLocale, type Locale } from '../lib/locale';

/**
 * The catalogs of the pages' texts (issue 33), each a chunk of its own per language that only a
 * visit in that language fetches: the shell's (layout, Home, 404, src/lib) before the app takes
 * the page over, the features' with the first page beyond Home (vite.config.ts puts a language's
 * feature catalogs into one chunk). The .po files are compiled when imported (@lingui/vite-plugin).
 */
type Loader = () => Promise<Messages>;

/** The language of a catalog file: …/locales/<locale>/shell.po or …/locales/<locale>.po. */
export function localeOfCatalog(path: string): string {
  const match = /\/locales\/(?:([\w-]+)\/shell|([\w-]+))\.po$/.exec(path);
  if (!match) throw new Error(`Kein Katalog: ${path}`);
  return (match[1] ?? match[2])!;
}

function byLocale(loaders: Record<string, () => Promise<unknown>>): Map<string, Loader[]> {
  const found = new Map<string, Loader[]>();
  for (const [path, load] of Object.entries(loaders)) {
    const locale = localeOfCatalog(path);
    found.set(locale, [...(found.get(locale) ?? []), load as Loader]);
  }
  return found;
}

const shellCatalogs = byLocale(import.meta.glob('../locales/*/shell.po', { import: 'messages' }));
const featureCatalogs = byLocale(
  import.meta.glob(['../features/*/locales/*.po', '../lib/error-texts/locales/*.po'], {
    import: 'messages',
  }),
);

const loaded = new Set<string>();

async function load(instance: I18n, catalogs: Map<string, Loader[]>, locale: Locale, key: string) {
  if (loaded.has(`${key}:${locale}`)) return;
  const messages = await Promise.all((catalogs.get(locale) ?? []).map((loader) => loader()));
  for (const part of messages) instance.load(locale, part);
  loaded.add(`${key}:${locale}`);
}

/**
 * Loads what the page needs in `locale` and makes it the browser's language: the shell's texts,
 * and the features' for a page beyond Home. Both arrive before React takes the server's page
 * over: a catalog loaded later re-renders the app (Lingui announces each load), and a page whose
 * server markup is still waiting for its chunk would then be drawn anew, empty for a moment.
 */
export async function startInLocale(locale: Locale, { features }: { features: boolean }) {
  await Promise.all([
    load(i18n, shellCatalogs, locale, 'shell'),
    features ? load(i18n, featureCatalogs, locale, 'features') : null,
  ]);
  i18n.activate(locale);
}

/** Loads the features' texts in the active language; a page's chunk waits for it (router). */
export async function loadFeatureCatalogs(): Promise<void> {
  if (import.meta.env.SSR) return;
  await load(i18n, featureCatalogs, (i18n.locale || DEFAULT_LOCALE) as Locale, 'features');
}

/**
 * Switches the browser to `locale`: remembers it, loads its catalogs (the features' too once a
 * page has needed them) and re-renders the app in it.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  const needsFeatures = [...loaded].some((key) => key.startsWith('features:'));
  await load(i18n, shellCatalogs, locale, 'shell');
  if (needsFeatures) await load(i18n, featureCatalogs, locale, 'features');
  i18n.activate(locale);
  document.documentElement.lang = htmlLang(locale);
}
