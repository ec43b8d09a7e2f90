import { Logger } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import { commandJobDefinitions, type CommandJobContext } from '@careledger/command-service';
import { queryJobDefinitions, type QueryJobContext } from '@careledger/query-service';
import type { WebhookSettings } from '@careledger/http';
import { allJobQueues, bullmqJobQueues, bullmqJobWorkers, inProcessJobQueues, jobNamespace, type JobQueues, type QueueDefinition } from '@careledger/jobs';

export interface BackgroundJobs {
  queues: JobQueues;
  runsOn: 'redis' | 'process';
  /** Hands the jobs the command path once the process serves: jobs added before wait for it. */
  ready(bus: CommandBus): void;
  /** Lets the jobs in hand finish, then stops. */
  close(): Promise<void>;
}

const logFailure = (queue: string, error: unknown) => Logger.error(`A job of ${queue} failed: ${error instanceof Error ? error.message : String(error)}`, 'Jobs');

/**
 * Every queue of the process: on Redis when `redisUrl` is set (any number of processes share them),
 * else in this process, with the same definitions.
 */
export const startBackgroundJobs = async (
  context: Omit<CommandJobContext, 'bus'> & Omit<QueryJobContext, 'webhooks'> & { webhookSettings: WebhookSettings },
  options: { redisUrl?: string; lockDurationMs?: number; repeat?: boolean; namespace?: string },
): Promise<BackgroundJobs> => {
  let ready!: (bus: CommandBus) => void;
  const bus = new Promise<CommandBus>((resolve) => (ready = resolve));
  let queuesMade!: (queues: JobQueues) => void;
  // The delivery jobs add the next delivery of a record themselves, to the queues made just below.
  const webhooks = { settings: context.webhookSettings, queues: new Promise<JobQueues>((resolve) => (queuesMade = resolve)) };
  const definitions: QueueDefinition<never>[] = [...commandJobDefinitions({ ...context, bus }), ...queryJobDefinitions({ ...context, webhooks })];
  if (!options.redisUrl) {
    const queues = inProcessJobQueues(definitions, { onError: logFailure, repeat: options.repeat });
    queuesMade(queues);
    return { queues, runsOn: 'process', ready, close: () => queues.close() };
  }
  const namespace = options.namespace ? { namespace: options.namespace } : await jobNamespace(context.db);
  const queues = await bullmqJobQueues(options.redisUrl, allJobQueues, { ...namespace, repeat: options.repeat });
  queuesMade(queues);
  const workers = bullmqJobWorkers(options.redisUrl, definitions, { ...namespace, lockDurationMs: options.lockDurationMs, onError: logFailure });
  return {
    queues,
    runsOn: 'redis',
    ready,
    async close() {
      await workers.close();
      await queues.close();
    },
  };
};
