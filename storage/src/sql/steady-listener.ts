import type { SqlDatabase } from './sql-database';

const RELISTEN_MS = 1_000;

export interface SteadyListener {
  /** False while notices could go unheard: the listening connection is lost and not yet back. */
  listening(): boolean;
  stop(): Promise<void>;
}

/**
 * Listens on `channel` and, when the listening connection is lost (or cannot be had), tries again
 * every second until it is back. `onGap` is called whenever notices may have been missed: when the
 * connection is lost, and each time listening begins.
 */
export const listenSteadily = async (db: SqlDatabase, channel: string, onNotice: (payload: string) => void, onGap: () => void): Promise<SteadyListener> => {
  let listening = false;
  let stopped = false;
  let unlisten: (() => Promise<void>) | undefined;

  const listen = async (): Promise<void> => {
    try {
      unlisten = await db.listen(channel, onNotice, () => {
        listening = false;
        onGap();
        if (!stopped) setTimeout(() => void listen(), RELISTEN_MS).unref();
      });
      onGap();
      listening = !stopped;
    } catch {
      if (!stopped) setTimeout(() => void listen(), RELISTEN_MS).unref();
    }
  };
  await listen();

  return {
    listening: () => listening,
    async stop() {
      stopped = true;
      listening = false;
      await unlisten?.();
    },
  };
};
