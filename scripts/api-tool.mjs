// `npm run db:backup` / `db:restore` / `media:copy`: builds what is missing, then runs the API's command-line tool
// of that name (apps/api/dist/<name>.js) with the arguments after `--`.
import { spawnSync } from 'node:child_process';
import { needsBuild, runBuild } from './build-state.mjs';

const [name, ...args] = process.argv.slice(2);
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error('Usage: node scripts/api-tool.mjs <tool> [arguments]');
  process.exit(2);
}
if (needsBuild()) runBuild();
const result = spawnSync(process.execPath, [`apps/api/dist/${name}.js`, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
