import type { SqlDatabase } from '../sql/sql-database';
import { READ_MODEL_CHANGES_CHANNEL } from './checkpoint-migrations';

const RELISTEN_MS = 1_000;

export interface ReadModelChanges {
  /**
   * A number that differs whenever the read models may have changed since it was last read;
   * undefined while a change could go unheard (the listening connection was lost).
   */
  generation(): number | undefined;
  stop(): Promise<void>;
}

/**
 * Follows the database's notices of checkpoint writes (`checkpoint/002-read-model-change-notices`),
 * so an answer computed from the read models can be kept until they change, in any process.
 */
export const watchReadModelChanges = async (db: SqlDatabase): Promise<ReadModelChanges> => {
  let generation = 0;
  let listening = false;
  let stopped = false;
  let unlisten: (() => Promise<void>) | undefined;

  const listen = async (): Promise<void> => {
    try {
      unlisten = await db.listen(
        READ_MODEL_CHANGES_CHANNEL,
        () => {
          generation += 1;
        },
        () => {
          listening = false;
          generation += 1;
          if (!stopped) setTimeout(() => void listen(), RELISTEN_MS).unref();
        },
      );
      // Whatever changed while no one listened counts as a change.
      generation += 1;
      listening = !stopped;
    } catch {
      if (!stopped) setTimeout(() => void listen(), RELISTEN_MS).unref();
    }
  };
  await listen();

  return {
    generation: () => (listening ? generation : undefined),
    async stop() {
      stopped = true;
      listening = false;
      await unlisten?.();
    },
  };
};
