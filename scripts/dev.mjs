// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with hot reload,
// which proxies /api and /media to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';

const env = {
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data'),
};
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web', '--', '--host', '127.0.0.1'], { stdio: 'inherit', env }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let exited = 0;
for (const child of children) {
  child.on('exit', (code) => {
    exited += 1;
    if (code && code !== 0) stop('SIGTERM');
    if (exited === children.length) process.exit(code ?? 0);
  });
}
