import { listenSteadily } from '../sql/steady-listener';
import type { SqlDatabase } from '../sql/sql-database';
import { READ_MODEL_CHANGES_CHANNEL } from './checkpoint-migrations';

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
  const changed = () => {
    generation += 1;
  };
  // A gap (lost, or listening again) counts as a change: whatever happened meanwhile was unheard.
  const listener = await listenSteadily(db, READ_MODEL_CHANGES_CHANNEL, changed, changed);
  return {
    generation: () => (listener.listening() ? generation : undefined),
    stop: () => listener.stop(),
  };
};
