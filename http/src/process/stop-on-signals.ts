import { setTimeout as sleep } from 'node:timers/promises';
import type { Readiness } from '../health/readiness';

export interface StopOnSignalsOptions {
  /** Named in the line a signal prints: `SIGTERM: stopping <name> ...`. */
  name: string;
  readiness: Pick<Readiness, 'stop'>;
  /** SHUTDOWN_DRAIN_MS: how long `/health/ready` answers `stopping` before anything closes. */
  drainMs: number;
  /**
   * Closes what the process opened: the Nest app first among what serves requests (Fastify's close
   * lets the requests in flight finish), then workers, queues, the session store, the database.
   */
  close: () => Promise<void>;
  log?: (line: string) => void;
}

/**
 * SIGTERM or SIGINT: the process says it is stopping (a balancer polling `/health/ready` stops
 * sending it requests), waits the drain, closes everything and exits 0; exit 1 if closing fails.
 * A second signal exits at once (1).
 */
export const stopOnSignals = ({ name, readiness, drainMs, close, log = (line) => console.log(line) }: StopOnSignalsOptions): void => {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log(`${signal} again: ${name} exits without waiting.`);
      process.exit(1);
    }
    stopping = true;
    readiness.stop();
    log(`\n${signal}: stopping ${name} ...`);
    sleep(drainMs)
      .then(close)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log(`${name} did not stop cleanly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
};
