// Runs backend/.dependency-cruiser.cjs as `npm run boundaries` does and prints the dependency
// graph between the backend's contexts it finds, as the Mermaid block docs/architecture.md shows
// (backend/test/boundaries.int-spec.ts checks that the document still shows it). Every context
// also uses shared code; those edges are left out for legibility.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');

/** dependency-cruiser's JSON report of `backend/src` under `root` (the repository by default). */
export function cruiseBackend(root = repository) {
  const report = execFileSync(
    process.execPath,
    [
      join(repository, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
      'backend/src',
      '--config',
      join(repository, 'backend/.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  return JSON.parse(report);
}

/** The contexts' graph of a report, as a Mermaid block. */
export function backendGraph(report = cruiseBackend()) {
  const contextOf = (path) => /^backend\/src\/([^/]+)\//.exec(path)?.[1] ?? null;
  const edges = new Set();
  for (const module of report.modules) {
    const from = contextOf(module.source);
    if (!from || from === 'shared') continue;
    for (const dependency of module.dependencies) {
      const to = contextOf(dependency.resolved);
      if (to && to !== from && to !== 'shared') edges.add(`  ${from} --> ${to}`);
    }
  }
  return ['```mermaid', 'flowchart TD', ...[...edges].sort(), '```'].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(backendGraph());
