import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

const routesOf = new WeakMap<INestApplication, [string, string][]>();

/** Records every route the app registers from now on (before `app.init()`). */
export function recordRoutes(app: NestFastifyApplication): void {
  const routes: [string, string][] = [];
  routesOf.set(app, routes);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      // Fastify adds a HEAD route to every GET itself.
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push([method, route.url]);
      }
    });
}

/** Every route the running app registered, as [METHOD, path]. */
export function registeredRoutes(app: INestApplication): [string, string][] {
  return routesOf.get(app) ?? [];
}
