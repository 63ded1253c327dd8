// `npm run admin:create -- --email E --password P`
import { spawnSync } from 'node:child_process';
import { needsBuild, runBuild } from './build-state.mjs';

if (needsBuild()) runBuild();
const result = spawnSync(process.execPath, ['apps/api/dist/admin-create.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
