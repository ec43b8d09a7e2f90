import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port: fault tests stop,
 * restart and kill it without disturbing the machine's shared server. Debian's binaries.
 */
export interface OwnPostgresServer {
  readonly url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** Stops at once, as a crash would: no checkpoint, connections cut; the next start recovers. */
  kill(): Promise<void>;
  start(): Promise<void>;
  dispose(): void;
}

const execFileAsync = promisify(execFile);

const BIN_ROOT = '/usr/lib/postgresql';

const binDir = (): string | undefined => {
  if (!existsSync(BIN_ROOT)) return undefined;
  const version = readdirSync(BIN_ROOT).sort((a, b) => Number(b) - Number(a)).find((name) => existsSync(join(BIN_ROOT, name, 'bin', 'initdb')));
  return version ? join(BIN_ROOT, version, 'bin') : undefined;
};

/** Whether this machine can start a server of its own (Debian's PostgreSQL packages). */
export const canStartOwnPostgres = (): boolean => binDir() !== undefined;

/** A TCP port on 127.0.0.1 that nothing listens on at this moment. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export const startOwnPostgres = async (): Promise<OwnPostgresServer> => {
  const bin = binDir();
  if (!bin) throw new Error(`No PostgreSQL binaries under ${BIN_ROOT}: apt-get install -y postgresql`);
  const folder = mkdtempSync(join(tmpdir(), 'careledger-pg-'));
  const data = join(folder, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, it runs as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(folder, 0o777);
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  execFileSync(...command('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']), { stdio: 'pipe', timeout: 60_000 });
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const log = join(folder, 'log');
  // Asynchronous, so the connections under test keep running while the server goes and comes;
  // every start names the log file, else the server would hold pg_ctl's output open.
  const pgCtl = async (...args: string[]) => {
    await execFileAsync(...command('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]), { timeout: 60_000 });
  };
  const start = () => pgCtl('-o', options, '-l', log, 'start');
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-m', 'fast', '-o', options, '-l', log, 'restart'),
    stop: () => pgCtl('-m', 'fast', 'stop'),
    kill: () => pgCtl('-m', 'immediate', 'stop'),
    start,
    dispose() {
      try {
        execFileSync(...command('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']), { stdio: 'pipe', timeout: 60_000 });
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
};
