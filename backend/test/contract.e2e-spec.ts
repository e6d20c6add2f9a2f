import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateContract, type OpenApiDocument } from '@standl/contracts/codegen';
import { createTestApp, type TestApp } from './support/test-app.js';

const CONTRACTS_DIR = join(import.meta.dirname, '..', '..', 'libs', 'contracts');
const FILES = {
  openapiJson: 'openapi.json',
  typesSource: 'src/generated/api-types.ts',
  clientSource: 'src/generated/api-client.ts',
  adminClientSource: 'src/generated/admin-api-client.ts',
} as const;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the committed API contract', () => {
  it.each(Object.entries(FILES))(
    '%s matches the running API (run `npm run contract` after API changes)',
    async (key, file) => {
      const { body } = await t.http().get('/api/docs-json').expect(200);
      const generated = generateContract(body as OpenApiDocument);

      const committed = readFileSync(join(CONTRACTS_DIR, file), 'utf8');

      expect(committed).toBe(generated[key as keyof typeof FILES]);
    },
  );
});
