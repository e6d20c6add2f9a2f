import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { codeOfMessage } from '@standl/contracts';

const SRC = join(import.meta.dirname, '..', '..');

/**
 * A text the API answers with: a validation rule's message, an HTTP exception's or a broken
 * rule's (`DomainError` and its kind). Internal errors (`new Error`, `RangeError`, …) are left
 * out: the API answers them with its 500 text.
 */
const ANSWERED_TEXT =
  /(?:\bmessage:\s*|new (?!Error\b|RangeError\b|TypeError\b)\w*(?:Exception|Error)\(\s*)(['`])((?:(?!\1)[^\\$]|\\.)*)\1/g;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) yield path;
  }
}

describe('the texts the backend writes itself', () => {
  it('are messages of a group, so each carries its code (docs/decisions.md 346)', () => {
    const found: string[] = [];
    const uncoded: string[] = [];
    for (const file of sources(SRC)) {
      if (file.endsWith('sumup-simulator.ts')) continue; // answers as SumUp does, in English
      for (const match of readFileSync(file, 'utf8').matchAll(ANSWERED_TEXT)) {
        const text = match[2]!;
        found.push(text);
        if (!codeOfMessage(text)) uncoded.push(`${relative(SRC, file)}: ${text}`);
      }
    }
    expect(uncoded).toEqual([]);
    expect(found).toContain('Der Suchbegriff darf höchstens 100 Zeichen lang sein');
  });

  it('are found wherever they are written', () => {
    const source = [
      "@IsIn(X, { message: 'eins' })",
      'throw new BadRequestException(`zwei`);',
      "throw new ConflictError(\n  'drei',\n);",
      "throw new Error('intern');",
      'throw new RangeError(`intern`);',
      'new DomainError(`${X} mit Parameter`);',
    ].join('\n');
    expect([...source.matchAll(ANSWERED_TEXT)].map((match) => match[2])).toEqual([
      'eins',
      'zwei',
      'drei',
    ]);
  });
});
