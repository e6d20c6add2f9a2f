import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

// backend/.dependency-cruiser.cjs as `npm run lint` runs it: on the real tree, and on a small
// tree with one deliberately bad import of each kind.
const repository = resolve(import.meta.dirname, '../..');

interface Report {
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

const { backendGraph, cruiseBackend } = (await import(
  join(repository, 'scripts/architecture-graph.mjs')
)) as { backendGraph: (report: Report) => string; cruiseBackend: (root?: string) => Report };

function violationsOf(report: Report): string[] {
  return report.summary.violations
    .map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)
    .sort();
}

describe('backend boundaries', () => {
  let fixture: string;
  let backend: Report;

  beforeAll(() => {
    backend = cruiseBackend();
    fixture = mkdtempSync(join(tmpdir(), 'standl-boundaries-'));
    const files: Record<string, string> = {
      '../tsconfig.build.json': JSON.stringify({
        compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' },
      }),
      'booths/index.ts': "export const booths = 'booths';",
      'registration/index.ts': "export { register } from './commands/register.js';",
      'registration/commands/register.ts':
        "import { booths } from '../../booths/index.js';\nexport const register = booths;",
      // Allowed: shared code, and a lower context through its index.
      'shared/clock.ts': 'export const now = 0;',
      'payments/ledger.ts':
        "import { now } from '../shared/clock.js';\nimport { register } from '../registration/index.js';\nexport const ledger = [now, register];",
      // Refused: a context below importing one above it.
      'booths/holds.ts':
        "import { register } from '../registration/index.js';\nexport const holds = register;",
      // Refused: another context's internal file instead of its index.
      'payments/refunds.ts':
        "import { register } from '../registration/commands/register.js';\nexport const refunds = register;",
      // Refused: shared code importing a context.
      'shared/helper.ts':
        "import { booths } from '../booths/index.js';\nexport const helper = booths;",
      // Refused: two files of one context that load each other.
      'lift/slots.ts': "import { days } from './days.js';\nexport const slots = days;",
      'lift/days.ts': "import { slots } from './slots.js';\nexport const days = () => slots;",
    };
    for (const [file, text] of Object.entries(files)) {
      const path = join(fixture, 'backend/src', file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${text}\n`);
    }
  });

  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('finds no violation in the real backend', () => {
    expect(violationsOf(backend)).toEqual([]);
  });

  it('is the graph docs/architecture.md shows', () => {
    const document = readFileSync(join(repository, 'docs/architecture.md'), 'utf8');
    const shown = /<!-- backend-graph:start -->\s*([\s\S]*?)\s*<!-- backend-graph:end -->/.exec(
      document,
    );
    expect(shown?.[1]).toBe(backendGraph(backend));
  });

  it('reports each deliberately bad import and nothing that is allowed', () => {
    expect(violationsOf(cruiseBackend(fixture))).toEqual([
      'no-circular: backend/src/lift/days.ts → backend/src/lift/slots.ts',
      'not-in-allowed: backend/src/booths/holds.ts → backend/src/registration/index.ts',
      'not-in-allowed: backend/src/payments/refunds.ts → backend/src/registration/commands/register.ts',
      'not-in-allowed: backend/src/shared/helper.ts → backend/src/booths/index.ts',
    ]);
  });
});
