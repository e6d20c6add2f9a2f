import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { mountSumUpSimulator, SUMUP_WIDGET_ORIGINS } from './payments/payments.module.js';
import { VENDOR_SESSION_COOKIE } from './shared/auth/vendor-session.js';
import { AppConfig } from './shared/config/app-config.js';
import { ApiErrorDto, documentCommonErrors } from './shared/http/api-responses.js';
import { createValidationPipe, RequestShapePipe } from './shared/http/validation.js';

export const API_PREFIX = 'api';
export const JSON_BODY_LIMIT = '100kb';

/** Everything between creating the Nest app and listening; shared by main.ts and the tests. */
export function configureApp(app: NestExpressApplication, config: AppConfig): OpenAPIObject {
  app.useLogger(app.get(Logger));
  // The live SumUp card widget loads its script and frames from SumUp's gateway.
  const sumupOrigins = config.sumupApiKey ? SUMUP_WIDGET_ORIGINS : [];
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...sumupOrigins],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", ...sumupOrigins],
          'frame-src': ["'self'", ...sumupOrigins],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.setGlobalPrefix(API_PREFIX);
  if (!config.sumupApiKey) mountSumUpSimulator(app);
  app.useGlobalPipes(new RequestShapePipe(), createValidationPipe());
  app.enableShutdownHooks();

  const document = createOpenApiDocument(app);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: 'Standl API',
  });

  if (config.frontendDir) serveFrontend(app, config.frontendDir);
  return document;
}

export function createOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const options = new DocumentBuilder()
    .setTitle('Standl API')
    .setDescription('Händler- & Standplatzverwaltung des Adventmarkts')
    .setVersion('2026.1')
    .addBearerAuth()
    .addCookieAuth(VENDOR_SESSION_COOKIE, { type: 'apiKey', in: 'cookie' }, 'vendor-session')
    .build();
  return documentCommonErrors(
    SwaggerModule.createDocument(app, options, {
      operationIdFactory: (_controllerKey, methodKey) => methodKey,
      extraModels: [ApiErrorDto],
    }),
  );
}

/** Serves the built frontend; every non-API GET that is no file answers index.html (client routing). */
function serveFrontend(app: NestExpressApplication, frontendDir: string): void {
  const index = join(frontendDir, 'index.html');
  if (!existsSync(index)) {
    app.get(Logger).warn(`Frontend nicht gebaut (${index} fehlt): nur die API wird ausgeliefert`);
    return;
  }
  app.use(express.static(frontendDir, { index: false, maxAge: '1h' }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isApi = request.path === `/${API_PREFIX}` || request.path.startsWith(`/${API_PREFIX}/`);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
