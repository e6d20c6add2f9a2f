import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const backendUrl = process.env.BACKEND_URL ?? 'http://localhost:3000';

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

/**
 * Writes dist/sw.js, the service worker of the set-up scanner (issue 14, "works offline"): the
 * handwritten worker in src/features/setup-day/offline/service-worker.js with the list of every
 * built file to precache (app shell, the scanner chunk and its decoder, fonts, manifest, icons)
 * and a version that changes with any file, so a new build replaces the old cache.
 */
function offlineServiceWorker(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'standl-offline-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const files = filesIn(outDir)
          .map((path) => relative(outDir, path).split(sep).join('/'))
          .filter((path) => !path.endsWith('.map') && path !== 'sw.js')
          .sort();
        if (!files.includes('index.html')) return;
        const hash = createHash('sha256');
        for (const file of files) hash.update(file).update(readFileSync(join(outDir, file)));
        const worker = readFileSync(
          join(root, 'src/features/setup-day/offline/service-worker.js'),
          'utf8',
        );
        const header = [
          `const VERSION = ${JSON.stringify(hash.digest('hex').slice(0, 16))};`,
          `const PRECACHE = ${JSON.stringify(files.map((file) => `/${file}`))};`,
        ].join('\n');
        writeFileSync(join(outDir, 'sw.js'), `${header}\n${worker}`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), offlineServiceWorker()],
  server: {
    port: 5173,
    proxy: { '/api': backendUrl, '/sumup-simulator': backendUrl },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
