interface Waiter {
  position: number;
  settle: (reached: boolean) => void;
}

/** Where each projector of this process stands, and who is waiting for them to get somewhere. */
export interface PositionTracker {
  set(projector: string, position: number): void;
  get(projector: string): number;
  all(): ReadonlyMap<string, number>;
  /** The position every projector has reached. */
  lowest(): number;
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
  /** Settles every pending wait with `false`. */
  close(): void;
}

export const createPositionTracker = (projectors: readonly string[]): PositionTracker => {
  const positions = new Map(projectors.map((name) => [name, 0]));
  const waiters = new Set<Waiter>();
  const lowest = (): number => Math.min(...positions.values());

  const release = (): void => {
    const reached = lowest();
    for (const waiter of waiters) {
      if (waiter.position <= reached) waiter.settle(true);
    }
  };

  return {
    set(projector, position) {
      positions.set(projector, position);
      release();
    },
    get: (projector) => positions.get(projector) ?? 0,
    all: () => positions,
    lowest,
    waitFor(position, timeoutMs) {
      if (position <= lowest()) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter: Waiter = {
          position,
          settle(reached) {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(reached);
          },
        };
        const timer = setTimeout(() => waiter.settle(false), timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      for (const waiter of waiters) waiter.settle(false);
    },
  };
};
