// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with hot reload,
// which proxies /api and /media to the API. Unless EFACTURA_ENV is set, a local stand-in of
// ANAF's OAuth and RO e-Factura API runs beside them and the API uses it (EFACTURA_ENV=test);
// unless NETOPIA_API_KEY is set, a local stand-in of Netopia takes the card payments.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const env = {
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data'),
};
const children = [];

/** Starts a stand-in (a file of apps/api/src/test); resolves with the environment that points the API at it. */
function startStandIn(file, name) {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/test/${file}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${name} stand-in exited (${code})`)));
    readline.createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
}

/** Starts the Sameday stand-in; resolves with the environment that points the API at it. */
function startSamedayStandIn() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/test/sameday-stand-in.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the Sameday stand-in exited (${code})`)));
    readline.createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
}

// Unless SAMEDAY_USERNAME is set, AWBs, labels and the status sync go to a local stand-in of
// Sameday's API; `POST <its URL>/test/status {awb, status: "pickedUp"|"delivered"}` moves a parcel.
if (!process.env.SAMEDAY_USERNAME) {
  Object.assign(env, await startSamedayStandIn());
  console.log(`Sameday: a local stand-in of Sameday's API at ${env.SAMEDAY_API_URL}`);
}
if (!process.env.EFACTURA_ENV) {
  Object.assign(env, await startStandIn('anaf-spv-stand-in.ts', 'e-Factura'));
  console.log(`RO e-Factura: EFACTURA_ENV=test against a local stand-in of ANAF at ${env.ANAF_EFACTURA_URL}`);
}
if (!process.env.NETOPIA_API_KEY) {
  Object.assign(env, await startStandIn('netopia-stand-in.ts', 'Netopia'));
  console.log(
    `Card payments: Netopia's local stand-in at ${env.NETOPIA_API_URL} (approve or decline on its page)`,
  );
}
children.push(
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web', '--', '--host', '127.0.0.1'], { stdio: 'inherit', env }),
);
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
