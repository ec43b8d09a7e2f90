import { vi } from 'vitest';

/** jsdom lays nothing out: a chart is told it has this size, as a browser would tell it. */
export const layOut = (width: number, height: number): void => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, contentRect: { width, height } } as unknown as ResizeObserverEntry], this);
      }
      unobserve() {}
      disconnect() {}
    },
  );
};
