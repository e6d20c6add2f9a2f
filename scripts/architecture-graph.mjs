// Prints the dependency graph between the backend's contexts as dependency-cruiser finds it,
// as the Mermaid block docs/architecture.md shows (backend/test/boundaries.int-spec.ts checks
// that the document still shows it). Every context also uses shared code; those edges are left
// out for legibility.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');

export function backendGraph() {
  const report = execFileSync(
    process.execPath,
    [
      join(repository, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
      'backend/src',
      '--config',
      'backend/.dependency-cruiser.cjs',
      '--output-type',
      'json',
    ],
    { cwd: repository, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  const contextOf = (path) => /^backend\/src\/([^/]+)\//.exec(path)?.[1] ?? null;
  const edges = new Set();
  for (const module of JSON.parse(report).modules) {
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
