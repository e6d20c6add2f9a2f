import type { INestApplication } from '@nestjs/common';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route the running app registered with Express, as [METHOD, path]. */
export function registeredRoutes(app: INestApplication): [string, string][] {
  const express = app.getHttpAdapter().getInstance() as {
    router?: { stack: Layer[] };
    _router?: { stack: Layer[] };
  };
  const stack = (express.router ?? express._router)?.stack ?? [];
  return stack
    .filter((layer) => layer.route)
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((method) => method !== '_all')
        .map((method): [string, string] => [method.toUpperCase(), layer.route!.path]),
    );
}
