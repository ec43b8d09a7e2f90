export * from './projection-rebuilds/projection-rebuilds';
export * from './queue/job-queues';
export * from './queue/in-process-job-queues';
export * from './queue/bullmq-job-queues';
export * from './queue/job-queue-catalogue';
export * from './queue/job-namespace';
export * from './queue/job-settings';
export * from './queue/redis-ping';
