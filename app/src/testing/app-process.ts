import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** An entry point (`npm start`'s, a service's main) running as a real process, for tests that signal, kill or restart it. */
export interface AppProcess {
  readonly child: ChildProcess;
  output(): string;
  readonly exited: Promise<number | null>;
  /** Resolves with the output once it matches; rejects if the process ends first or time runs out. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGTERM, then waits for the exit; SIGKILL if it has not come within STOP_GRACE_MS. */
  stop(): Promise<void>;
}

/** Long enough for a graceful shutdown on a busy machine; a process still running after it is killed. */
export const STOP_GRACE_MS = 30_000;

/** Ends the started process with its parent, however the parent ends (see the file). */
const EXIT_WITH_PARENT = join(root, 'app/src/testing/exit-with-parent.mjs');

/** Every process started here and not yet ended: killed when this process exits, whatever the test did. */
const living = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of living) child.kill('SIGKILL');
});

/** The folders of files (see `filesOf`) made for this process's children, removed when it exits. */
const madeFolders = new Set<string>();
process.once('exit', () => {
  for (const folder of madeFolders) rmSync(folder, { recursive: true, force: true });
});

/**
 * Where a started process keeps its files: the anchor file, exports and (without a DATABASE_URL
 * or a DATA_DIR) its embedded database. Never the checkout's `.data`, which `npm start` and every
 * other test's processes would share: an anchor file written for one database, read by another's
 * verification, names anchors its store never had. Processes on one database (a restart, a second
 * service) share one folder; processes on two never do.
 */
const filesOf = (env: Record<string, string>): Record<string, string> => {
  const database = `${env.DATABASE_URL || ''} ${env.DATA_DIR || ''}`;
  const folder = join(tmpdir(), 'careledger-test-processes', createHash('sha256').update(`${process.pid} ${database}`).digest('hex').slice(0, 16));
  madeFolders.add(folder);
  return { DATA_DIR: join(folder, 'pglite'), EXPORT_DIR: join(folder, 'exports'), ANCHOR_DIR: join(folder, 'anchors') };
};

/** `npm start`'s own entry point. */
export const startAppProcess = (env: Record<string, string>): AppProcess => startMainProcess('app/src/main.ts', env);

/** The main at `path` (from the repository's root: `query-service/src/main.ts`), with `env` over this process's own. */
export const startMainProcess = (path: string, env: Record<string, string>): AppProcess => {
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, '--import', 'tsx', join(root, path)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', HOST: '127.0.0.1', ...filesOf(env), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  living.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let ended = false;
  const exited = new Promise<number | null>((resolvePromise) =>
    child.once('exit', (code) => {
      ended = true;
      living.delete(child);
      resolvePromise(code);
    }),
  );
  const waitFor = (pattern: RegExp, timeoutMs = 300_000) =>
    new Promise<string>((resolvePromise, reject) => {
      const deadline = Date.now() + timeoutMs;
      const check = setInterval(() => {
        if (pattern.test(output)) resolvePromise(output);
        else if (ended) reject(new Error(`The process ended without ${pattern}:\n${output}`));
        else if (Date.now() > deadline) reject(new Error(`No ${pattern} within ${timeoutMs} ms:\n${output}`));
        else return;
        clearInterval(check);
      }, 50);
    });
  return {
    child,
    output: () => output,
    exited,
    waitFor,
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      const grace = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(grace);
    },
  };
};

export { freePort } from '../startup/port-check';
