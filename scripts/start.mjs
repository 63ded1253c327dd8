// `npm start`: builds whatever is missing or older than its sources, then runs the server in this
// process's place (signals reach it directly, so Ctrl-C and SIGTERM shut it down cleanly).
import { spawn } from 'node:child_process';
import { needsBuild, runBuild } from './build-state.mjs';
import { serverEnv, serverNodeFlags } from './server-flags.mjs';

if (needsBuild()) {
  console.info('Building the shop (first start or changed sources)…');
  runBuild();
}

const server = spawn(process.execPath, [...serverNodeFlags(), 'apps/api/dist/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, ...serverEnv() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
