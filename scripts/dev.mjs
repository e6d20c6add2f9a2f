// `npm run dev`: the backend (TypeScript watch + node --watch) on :3000 and the Vite dev
// server with hot reload on :5173, which proxies /api to the backend. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const run = (name, command, args, cwd) => {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    console.log(`[${name}] beendet (${code})`);
    process.exit(code ?? 0);
  });
  return child;
};

const npx = (args, cwd) => ['npx', args, cwd];
const children = [
  run(
    'contracts',
    ...npx(['tsc', '-p', 'tsconfig.json', '--watch', '--preserveWatchOutput'], 'libs/contracts'),
  ),
  run(
    'tsc',
    ...npx(['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], 'backend'),
  ),
  run(
    'api',
    process.execPath,
    ['--watch-path=dist', '--watch-preserve-output', 'dist/src/main.js'],
    'backend',
  ),
  run('web', ...npx(['vite'], 'frontend')),
];

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
