import { spawn } from 'node:child_process';
import { join } from 'node:path';
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
});
