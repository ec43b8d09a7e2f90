import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startAppProcess as start } from '../testing/app-process';

const folders: string[] = [];
const dataDir = (): string => {
  const folder = mkdtempSync(join(tmpdir(), 'careledger-start-'));
  folders.push(folder);
  return join(folder, 'pglite');
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const stackLines = (output: string): string[] => output.split('\n').filter((line) => /^\s+at /.test(line));

/** Signs in at `port` as the console does: the XSRF cookie first, then the login it guards. */
const signInStatus = async (port: number, email: string, password: string): Promise<number> => {
  const base = `http://127.0.0.1:${port}`;
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const cookies = (await fetch(`${base}/api/auth-details`, { headers })).headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password }),
  });
  return login.status;
};

describe('starting Careledger as a process', () => {
  it('finds a busy port before it opens the database, in one line and exit code 1', async () => {
    const held = createServer();
    await new Promise<void>((resolvePromise) => held.listen(0, '127.0.0.1', resolvePromise));
    const port = (held.address() as AddressInfo).port;
    try {
      const app = start({ PORT: String(port), DATA_DIR: dataDir() });
      expect(await app.exited).toBe(1);
      expect(app.output()).toContain(`Careledger cannot start: Port ${port} on 127.0.0.1 is already in use.`);
      expect(stackLines(app.output())).toEqual([]);
    } finally {
      held.close();
    }
  });

  it('refuses a JOBS_LOCK_MS that is not a number of milliseconds, in one line and exit code 2', async () => {
    const app = start({ PORT: String(await freePort()), DATA_DIR: dataDir(), JOBS_LOCK_MS: '5s' });
    expect(await app.exited).toBe(2);
    expect(app.output()).toContain('JOBS_LOCK_MS must be a whole number of milliseconds, 1000 or more, not "5s".');
    expect(stackLines(app.output())).toEqual([]);
  });

  it('names an unreachable DATABASE_URL in one line, without a stack trace', async () => {
    const app = start({ PORT: String(await freePort()), DATABASE_URL: `postgres://careledger:secret@127.0.0.1:${await freePort()}/none` });
    expect(await app.exited).toBe(1);
    expect(app.output()).toMatch(/Careledger cannot start: The database at postgres:\/\/careledger:\*\*\*@127\.0\.0\.1:\d+\/none cannot be reached/);
    expect(app.output()).not.toContain('secret');
    expect(stackLines(app.output())).toEqual([]);
  });

  it('serves its first start only once the read models hold everything the demo seed appended', async () => {
    const port = await freePort();
    const app = start({ PORT: String(port), DATA_DIR: dataDir(), DEMO_PATIENTS: '20' });
    try {
      await app.waitFor(/Careledger is running at .*\(ready in \d+\.\d s\)/);
      const ready = (await (await fetch(`http://127.0.0.1:${port}/health/ready`)).json()) as { status: string; checks: { projections: { lag: number } } };
      expect(ready).toMatchObject({ status: 'ready', checks: { projections: { lag: 0 } } });
    } finally {
      await app.stop();
    }
  }, 600_000);

  it('says so when an earlier start was killed while seeding, completes its sign-ins, refuses a second process on the folder, and serves', async () => {
    const folder = dataDir();
    const first = start({ PORT: String(await freePort()), DATA_DIR: folder, DEMO_PATIENTS: '20' });
    await first.waitFor(/demo data: users seeded/);
    first.child.kill('SIGKILL');
    await first.exited;

    const port = await freePort();
    const second = start({ PORT: String(port), DATA_DIR: folder, DEMO_PATIENTS: '20' });
    try {
      await second.waitFor(/Careledger is running at/);
      expect(second.output()).toContain('An earlier start stopped while seeding the demo');
      expect(second.output()).not.toContain('Demo data seeded');
      expect((await fetch(`http://127.0.0.1:${port}/api/docs`)).status).toBe(200);
      // Accounts the stopped seed had opened through the user commands sign in too, not only the one-per-role ones.
      expect(await signInStatus(port, 'family-2@demo.careledger', 'demo-password')).toBe(200);
      expect(await signInStatus(port, 'user@demo.careledger', 'demo-password')).toBe(200);

      const third = start({ PORT: String(await freePort()), DATA_DIR: folder });
      expect(await third.exited).toBe(1);
      expect(third.output()).toMatch(/Careledger cannot start: The PGlite data directory .* is in use by process \d+\./);
      expect(stackLines(third.output())).toEqual([]);
    } finally {
      await second.stop();
    }
  }, 600_000);
});
