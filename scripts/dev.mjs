// `npm run dev`: the backend with reload (`nest start --watch`, :3000), the contracts package
// in watch mode, and the Vite dev server (:5173, proxies /api to the backend). Ctrl+C stops all.
import { spawn } from 'node:child_process';

const run = (name, args, cwd = '.') => {
  const child = spawn('npx', args, { cwd, stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    console.log(`[${name}] beendet (${code})`);
    process.exit(code ?? 0);
  });
  return child;
};

const children = [
  run(
    'contracts',
    ['tsc', '-p', 'tsconfig.json', '--watch', '--preserveWatchOutput'],
    'libs/contracts',
  ),
  run('api', ['nest', 'start', '--watch', '--preserveWatchOutput']),
  run('web', ['vite'], 'frontend'),
];

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
