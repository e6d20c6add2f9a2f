import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The feature a file belongs to: `frontend/src/features/<name>` or, inside the console,
 * `frontend/src/features/admin/<name>`. Null outside the features folder.
 */
function featureOf(path) {
  const marker = `${sep}frontend${sep}src${sep}features${sep}`;
  const at = path.indexOf(marker);
  if (at < 0) return null;
  const root = path.slice(0, at + marker.length);
  const [first, second] = path.slice(root.length).split(sep);
  const name = first === 'admin' && second ? `admin/${second}` : first;
  return { name, dir: resolve(root, name) };
}

/** What another feature may be imported through: its index, or its testing entry for fixtures. */
const PUBLIC_ENTRIES = new Set(['', 'index', 'testing', `testing${sep}index`]);
const SHARED_FEATURES = new Set(['admin/shared']);

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports other features only through their public entry.' },
    schema: [],
    messages: {
      internal:
        "Kein Zugriff auf Interna des Features '{{feature}}': nur über dessen index.ts (Tests: testing).",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source.value);
      const feature = featureOf(target);
      if (!feature || feature.name === own.name || SHARED_FEATURES.has(feature.name)) return;
      const entry = relative(feature.dir, target).replace(/\.(ts|tsx|js)$/, '');
      if (PUBLIC_ENTRIES.has(entry)) return;
      context.report({ node: source, messageId: 'internal', data: { feature: feature.name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
