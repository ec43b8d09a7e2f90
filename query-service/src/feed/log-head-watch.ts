import type { EventStore } from '@careledger/storage';

const POLL_MS = 200;

interface Waiter {
  readonly beyond: number;
  readonly wake: () => void;
}

/**
 * Lets long polls wait for the log to grow: one poll of the log's head for every waiting request
 * of this process together, running only while someone waits.
 */
export class LogHeadWatch {
  private readonly waiters = new Set<Waiter>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly store: Pick<EventStore, 'headPosition'>) {}

  /**
   * Resolves once the head is past `position`, after `timeoutMs`, or when `signal` aborts (the
   * client went away), whichever comes first; then nothing of the wait is left behind.
   */
  waitBeyond(position: number, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const waiter: Waiter = {
        beyond: position,
        wake: () => {
          clearTimeout(deadline);
          signal?.removeEventListener('abort', waiter.wake);
          this.waiters.delete(waiter);
          resolve();
        },
      };
      const deadline = setTimeout(waiter.wake, timeoutMs);
      signal?.addEventListener('abort', waiter.wake, { once: true });
      this.waiters.add(waiter);
      this.schedule();
    });
  }

  /** How many waits are open now: none once every request that waited has answered or gone. */
  get waiting(): number {
    return this.waiters.size;
  }

  private schedule(): void {
    if (this.timer || this.waiters.size === 0) return;
    this.timer = setTimeout(() => void this.poll(), POLL_MS);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      const head = await this.store.headPosition();
      for (const waiter of [...this.waiters]) if (head > waiter.beyond) waiter.wake();
    } catch {
      // The database is away: the waiters time out and their callers answer what they have.
    } finally {
      this.timer = undefined;
      this.schedule();
    }
  }
}
