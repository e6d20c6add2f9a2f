import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The boundaries of .dependency-cruiser.cjs (issue 28), as `npm run boundaries` checks them:
 * the real config must report each deliberately bad import of a small fixture tree
 * (test-fixtures/boundaries), and nothing in the app's own src/.
 */
const frontend = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = join(frontend, 'test-fixtures/boundaries');

let options: ICruiseOptions;
beforeAll(async () => {
  options = await extractDepcruiseOptions(join(frontend, '.dependency-cruiser.cjs'));
});

async function violations(baseDir: string, transpile = {}): Promise<string[]> {
  const result = await cruise(['src'], { ...options, baseDir }, {}, transpile);
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations.map(
    ({ rule, from, to }: IViolation) => `${rule.name}: ${from} → ${to}`,
  );
}

describe('frontend boundaries (dependency-cruiser)', () => {
  it('reports every forbidden import of the fixture tree, and no allowed one', async () => {
    expect((await violations(fixtures)).sort()).toEqual([
      'no-api-client-in-components: src/features/shop/components/Cart.ts → src/lib/api.ts',
      // a feature imports the app
      'not-in-allowed: src/features/shop/components/Cart.ts → src/app/theme.ts',
      // a feature imports another feature's internal file, not its index
      'not-in-allowed: src/features/shop/components/Cart.ts → src/features/orders/components/OrderList.ts',
      // shared code imports a feature
      'not-in-allowed: src/lib/format.ts → src/features/shop/components/Cart.ts',
    ]);
  }, 30_000);

  it('finds no violation in the app', async () => {
    const tsConfig = extractTSConfig(join(frontend, 'tsconfig.json'));
    expect(await violations(frontend, { tsConfig })).toEqual([]);
  }, 60_000);
});
