// Commands the tests need from the system, and Debian's packages for them when running as root.
import { spawnSync } from 'node:child_process';

export function run(command, args, timeoutMs, label = 'test') {
  console.info(`${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error?.code === 'ETIMEDOUT') console.warn(`${label}: gave up after ${timeoutMs / 1000} s`);
  return result.status === 0;
}

export function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian's `packages` (root only); true when apt-get ran to the end. */
export function aptInstall(packages, label) {
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) return false;
  return (
    run('apt-get', ['update', '-qq'], 300_000, label) &&
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], 900_000, label)
  );
}

/**
 * `command` on the PATH, installing Debian's `debianPackage` for it when missing (as root); else a
 * message saying what to install. The tests that need it then fail on their own, naming it.
 */
export function ensureCommand(command, debianPackage) {
  if (hasCommand(command)) return true;
  if (aptInstall([debianPackage], `ensure ${command}`) && hasCommand(command)) return true;
  console.warn(`test: ${command} is missing; install it (Debian: apt-get install ${debianPackage}).`);
  return false;
}
