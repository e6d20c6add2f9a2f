import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENT_TYPE_LABELS, EVENT_TYPES } from '@standl/contracts';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** Every `static readonly TYPE = '…'` of an event class under backend/src. */
function storedEventTypes(): string[] {
  const types: string[] = [];
  for (const file of readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.spec.ts')) continue;
    const source = readFileSync(join(SRC, file), 'utf8');
    for (const match of source.matchAll(/static readonly TYPE = '([^']+)'/g)) types.push(match[1]!);
  }
  return types;
}

describe('event labels (docs/decisions.md 218)', () => {
  const types = storedEventTypes();

  it('finds the event classes', () => {
    expect(types.length).toBeGreaterThan(50);
  });

  it('has a German label for every event type the code stores', () => {
    const missing = types.filter((type) => !(type in EVENT_TYPE_LABELS));
    expect(missing).toEqual([]);
  });

  it('labels no type that no longer exists', () => {
    const stale = EVENT_TYPES.filter((type) => !types.includes(type));
    expect(stale).toEqual([]);
  });
});
