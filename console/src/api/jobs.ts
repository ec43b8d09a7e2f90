import type { JobAnswer, JobQueueAnswer, JobQueuesAnswer, JobStateAnswer } from '@careledger/domain';
import { api } from './client';

/** Every queue as `GET /api/admin/jobs` answers it, and whether Redis or this process runs them. */
export type JobQueues = JobQueuesAnswer;

/** One queue: its counts by state and its latest jobs, newest first. */
export type JobQueue = JobQueueAnswer;

/** One background job: its state, progress, attempts and last error. */
export type Job = JobAnswer;

export type JobState = JobStateAnswer;

/** `POST /api/admin/jobs/{queue}/{id}/retry` answers 202 once the failed job waits again. */
export interface JobRetryAccepted {
  queue: string;
  id: string;
  state: 'waiting';
}

export const jobsApi = {
  list: (signal?: AbortSignal) => api.get<JobQueues>('/api/admin/jobs', { signal }),

  retry: (queue: string, id: string) => api.post<JobRetryAccepted>(`/api/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`),
};
