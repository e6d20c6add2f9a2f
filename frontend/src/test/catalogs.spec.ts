/**
 * The English catalogs (issue 33) against each other and against the code: every text has its
 * translation, with the same placeholders, and a German text is translated the same way in every
 * catalog (its id is made from the text, so the catalog loaded last would otherwise win).
 */
const englishCatalogs = import.meta.glob<string>(
  ['../locales/en/shell.po', '../features/*/locales/en.po', '../lib/error-texts/locales/en.po'],
  { query: '?raw', import: 'default', eager: true },
);

interface Entry {
  id: string;
  text: string;
  translation: string;
}

function entriesOf(catalog: string): Entry[] {
  const entries: Entry[] = [];
  for (const block of catalog.split(/\n\n/)) {
    const lines = block.split('\n').filter((line) => !line.startsWith('#'));
    const field = (name: string) => {
      const start = lines.findIndex((line) => line.startsWith(`${name} `));
      if (start < 0) return null;
      let end = start + 1;
      while (end < lines.length && lines[end]!.startsWith('"')) end += 1;
      return [lines[start]!.slice(name.length + 1), ...lines.slice(start + 1, end)]
        .map((part) => JSON.parse(part) as string)
        .join('');
    };
    const text = field('msgid');
    if (!text) continue;
    entries.push({
      id: `${field('msgctxt') ?? ''}\u0004${text}`,
      text,
      translation: field('msgstr') ?? '',
    });
  }
  return entries;
}

/** The names of a message's placeholders ({name}, {count, plural, …}), not its branches' words. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{([A-Za-z_]\w*)\s*[,}]/g)].map(([, name]) => name))].sort();
const tags = (text: string) =>
  [...new Set([...text.matchAll(/<\/?(\d+)\/?>/g)].map(([tag]) => tag))].sort();

const entries = Object.entries(englishCatalogs).flatMap(([file, catalog]) =>
  entriesOf(catalog).map((entry) => ({ ...entry, file })),
);

describe('the English catalogs', () => {
  it('are read', () => {
    expect(Object.keys(englishCatalogs).length).toBeGreaterThan(5);
    expect(entries.length).toBeGreaterThan(500);
  });

  it('translate every text, keeping its placeholders and tags', () => {
    const wrong = entries.filter(
      ({ text, translation }) =>
        translation === '' ||
        placeholders(text).join() !== placeholders(translation).join() ||
        tags(text).join() !== tags(translation).join(),
    );
    expect(wrong.map(({ file, text }) => `${file}: ${text}`)).toEqual([]);
  });

  it('translate a German text the same way wherever it is used', () => {
    const first = new Map<string, { translation: string; file: string }>();
    const differing: string[] = [];
    for (const { id, text, translation, file } of entries) {
      const earlier = first.get(id);
      if (!earlier) first.set(id, { translation, file });
      else if (earlier.translation !== translation) {
        differing.push(
          `${text}: ${earlier.file} „${earlier.translation}“, ${file} „${translation}“`,
        );
      }
    }
    expect(differing).toEqual([]);
  });
});
