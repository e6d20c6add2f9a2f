/**
 * `npm run contract`: writes the OpenAPI document and the typed client generated from it to
 * libs/contracts (the drift test in backend/test/contract.e2e-spec.ts keeps them current).
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { generateContract, type OpenApiDocument } from '@standl/contracts/codegen';
import { AppModule } from './app.module.js';
import { configureApp } from './app.setup.js';
import { createHttpAdapter } from './shared/http/http-server.js';
import { loadConfig } from './shared/config/app-config.js';

export const CONTRACTS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'libs',
  'contracts',
);
export const CONTRACT_FILES = {
  openapiJson: 'openapi.json',
  typesSource: 'src/generated/api-types.ts',
  clientSource: 'src/generated/api-client.ts',
  adminClientSource: 'src/generated/admin-api-client.ts',
} as const;

const config = loadConfig({ LOG_LEVEL: 'warn' });
config.pgliteDir = undefined;
config.jwtSecret = 'contract-generator-secret-not-used-anywhere';
const app = await NestFactory.create<NestFastifyApplication>(
  AppModule.forRoot(config),
  createHttpAdapter(config),
  { logger: ['error'] },
);
const contract = generateContract(
  (await configureApp(app, config))() as unknown as OpenApiDocument,
);
await app.close();

for (const [key, file] of Object.entries(CONTRACT_FILES)) {
  writeFileSync(join(CONTRACTS_DIR, file), contract[key as keyof typeof CONTRACT_FILES]);
  console.log(`geschrieben: libs/contracts/${file}`);
}
