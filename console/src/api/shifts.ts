import type { CaregiverShiftAnswer, CaregiverShiftsAnswer } from '@careledger/domain';
import { api } from './client';

/** One shift the signed-in caregiver works: a filled posting's weekly shift or an assessment's planned one. */
export type CaregiverShift = CaregiverShiftAnswer;
export type CaregiverShifts = CaregiverShiftsAnswer;

export const myShiftsApi = {
  /** The shifts that start on `date` (YYYY-MM-DD) in `timeZone`, by start. */
  ofDay: (date: string, timeZone: string, signal?: AbortSignal) => api.get<CaregiverShifts>('/api/my-shifts', { signal, query: { date, timeZone } }),
};
