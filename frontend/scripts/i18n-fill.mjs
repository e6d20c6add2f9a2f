/**
 * Fills translations into a catalog from a JSON file of { "German source": "translation" }, for
 * the messages that still have none (issue 33). Existing translations are kept.
 *
 *   node scripts/i18n-fill.mjs src/features/status/locales/en.po /tmp/status-en.json
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [catalogPath, translationsPath] = process.argv.slice(2);
if (!catalogPath || !translationsPath) {
  console.error('Aufruf: node scripts/i18n-fill.mjs <katalog.po> <übersetzungen.json>');
  process.exit(1);
}
const translations = JSON.parse(readFileSync(translationsPath, 'utf8'));
const unquote = (text) => JSON.parse(text);
const quote = (text) => JSON.stringify(text);

/** A catalog's entries as blocks of lines; msgid and msgstr may continue on "…" lines. */
const blocks = readFileSync(catalogPath, 'utf8').split(/\n\n/);
let filled = 0;
const missing = [];
const result = blocks.map((block) => {
  const lines = block.split('\n');
  const readField = (name) => {
    const start = lines.findIndex((line) => line.startsWith(`${name} `));
    if (start < 0) return null;
    let end = start + 1;
    while (end < lines.length && lines[end].startsWith('"')) end += 1;
    const text = [lines[start].slice(name.length + 1), ...lines.slice(start + 1, end)]
      .map(unquote)
      .join('');
    return { start, end, text };
  };
  const id = readField('msgid');
  const str = readField('msgstr');
  if (!id || !str || id.text === '' || str.text !== '') return block;
  const translation = translations[id.text];
  if (typeof translation !== 'string' || translation === '') {
    missing.push(id.text);
    return block;
  }
  filled += 1;
  return [
    ...lines.slice(0, str.start),
    `msgstr ${quote(translation)}`,
    ...lines.slice(str.end),
  ].join('\n');
});
writeFileSync(catalogPath, result.join('\n\n'));
console.log(`${filled} übersetzt, ${missing.length} fehlen`);
for (const text of missing) console.log(`  fehlt: ${text}`);
