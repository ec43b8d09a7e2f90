import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMainProcess } from './app-process';

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a process a test starts', () => {
  it('ends when the test process that started it is killed (SIGKILL), instead of serving on as an orphan', async () => {
    const parent = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/starts-idle-main.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => /child (\d+)/.exec(output)?.[1], { timeout: 60_000 }).toBeDefined();
    const child = Number(/child (\d+)/.exec(output)![1]);
    expect(isRunning(child)).toBe(true);

    parent.kill('SIGKILL');
    await expect.poll(() => isRunning(child), { timeout: 30_000 }).toBe(false);
  });

  it('still ends by itself when its work is done: the watch on its parent keeps nothing alive', async () => {
    const started = startMainProcess('app/src/testing/fixtures/done-main.mjs', {});
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('done');
  });

  it('is stopped by stop(): SIGTERM, and the exit awaited', async () => {
    const started = startMainProcess('app/src/testing/fixtures/idle-main.mjs', {});
    await started.waitFor(/idle and waiting/, 60_000);
    await started.stop();
    expect(isRunning(started.child.pid!)).toBe(false);
  });

  it('keeps its files outside the checkout, shared with the processes on its database and no others', async () => {
    const foldersOf = async (env: Record<string, string>): Promise<Record<string, string>> => {
      const started = startMainProcess('app/src/testing/fixtures/folders-main.mjs', env);
      expect(await started.exited).toBe(0);
      return JSON.parse(started.output()) as Record<string, string>;
    };
    const first = await foldersOf({ DATABASE_URL: 'postgres://127.0.0.1/one' });
    const restarted = await foldersOf({ DATABASE_URL: 'postgres://127.0.0.1/one' });
    const other = await foldersOf({ DATABASE_URL: 'postgres://127.0.0.1/two' });
    const checkout = resolve(import.meta.dirname, '../../..');
    for (const folder of Object.values(first)) expect(folder.startsWith(checkout)).toBe(false);
    expect(restarted).toEqual(first);
    for (const name of ['DATA_DIR', 'EXPORT_DIR', 'ANCHOR_DIR']) expect(other[name], name).not.toBe(first[name]);
    // What a test names is its own to name.
    expect((await foldersOf({ ANCHOR_DIR: '/tmp/given-anchors' })).ANCHOR_DIR).toBe('/tmp/given-anchors');
  });
});
