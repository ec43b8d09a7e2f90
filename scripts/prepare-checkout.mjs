// What `npm start` and `npm run cluster` do first on a fresh clone: install if needed, and build
// the console if it is missing or older than its sources.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const newestChange = (path) => {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
};

export const prepareCheckout = () => {
  if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
    console.log('Installing dependencies (npm ci) ...');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
  const builtIndex = join(root, 'console', 'dist', 'index.html');
  const sources = ['src', 'index.html', 'vite.config.ts'].map((entry) => join(root, 'console', entry)).filter(existsSync);
  if (!existsSync(builtIndex) || Math.max(...sources.map(newestChange)) > statSync(builtIndex).mtimeMs) {
    console.log('Building the console ...');
    run('npm', ['run', 'build', '--silent', '-w', 'console']);
  }
};

/** Runs a TypeScript entry point of the repository, with `args`, in a child process that gets this one's signals. */
export const runEntryPoint = (path, args = []) => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, path), ...args], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
};
