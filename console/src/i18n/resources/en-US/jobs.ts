export default {
  title: 'Background jobs',
  runsOn: {
    process: 'Jobs run in this process (no Redis is configured): they stop with it and start again with it.',
    redis: 'Jobs run on Redis: every worker process shares these queues.',
  },
  loading: 'Loading the background jobs',
  empty: 'No job queues',
  emptyHint: 'A queue appears here once this process defines it.',
  queues: {
    'posting-expiry': 'Posting expiry',
  },
  counts: {
    label: 'Jobs of {{queue}} by state',
  },
  state: {
    waiting: 'Waiting',
    active: 'Running',
    delayed: 'Delayed',
    completed: 'Completed',
    failed: 'Failed',
  },
  recent: {
    label: 'Recent jobs of {{queue}}',
    none: 'No jobs yet.',
    job: 'Job',
    state: 'State',
    progress: 'Progress',
    attempts: 'Attempts',
    addedAt: 'Added',
    finishedAt: 'Finished',
    actions: 'Actions',
  },
  progress: {
    label: 'Progress of job {{id}}',
    value: '{{ratio, number(style: percent)}}',
  },
  number: '{{value, number}}',
  lastError: 'Last attempt failed: {{message}}',
  detail: {
    closed: 'closed',
    alreadyClosed: 'already closed',
    skipped: 'skipped',
  },
  retry: {
    action: 'Retry',
    actionLabel: 'Retry job {{id}}',
  },
};
