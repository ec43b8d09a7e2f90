import type { PostingAnswer, PostingCandidateEntryAnswer, PostingRecordAction, PostingSchedule } from '@careledger/domain';
import { api } from './client';
import type { Collection, CommandResult, Page, SortDirection } from './types';

/** One posting, as `GET /api/postings` and `GET /api/postings/{id}` answer it. */
export type Posting = PostingAnswer;

export type { PostingRelation } from '@careledger/domain';

/** An agency or caregiver the posting concerns, with the furthest it has come. */
export type PostingCandidateEntry = PostingCandidateEntryAnswer;

export type PostingSortField = 'startDate' | 'endDate' | 'createdAt' | 'updatedAt';

export interface PostingListParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: PostingSortField; direction: SortDirection };
  status?: number | undefined;
  patientId?: string | undefined;
}

/** Every action on an existing posting, as its URL names it. */
export type PostingStatusAction = PostingRecordAction;

export interface PostingActionBody {
  expectedVersion: number;
  /** Why it is held (required) or closed (optional). */
  reason?: string;
  /** YYYY-MM-DD, after the current end date. */
  endDate?: string;
  /** The agency invited, or assigned. */
  agencyId?: string;
  /** The caregiver invited, or assigned. */
  caregiverId?: string;
}

/** The body of `POST /api/postings`: agency staff post for their own agency, an administrator names one. */
export interface NewPosting {
  patientId: string;
  agencyId?: string;
  careServiceId: number;
  schedule: PostingSchedule;
  /** YYYY-MM-DD; the end is after the start. */
  startDate: string;
  endDate: string;
  description?: string;
}

const one = (id: string) => `/api/postings/${encodeURIComponent(id)}`;
const candidates = (id: string, kind: 'agencies' | 'caregivers') => `/api/posting/${encodeURIComponent(id)}/${kind}`;

export const postingsApi = {
  list: (params: PostingListParams, signal?: AbortSignal) =>
    api.get<Page<Posting>>('/api/postings', {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: `${params.sort.field}:${params.sort.direction}`,
        status: params.status,
        patientId: params.patientId,
      },
    }),

  get: (id: string, signal?: AbortSignal) => api.get<Posting>(one(id), { signal }),

  agencies: (id: string, signal?: AbortSignal) => api.get<Collection<PostingCandidateEntry>>(candidates(id, 'agencies'), { signal }),

  caregivers: (id: string, signal?: AbortSignal) => api.get<Collection<PostingCandidateEntry>>(candidates(id, 'caregivers'), { signal }),

  create: (input: NewPosting, idempotencyKey?: string) => api.post<CommandResult>('/api/postings', input, idempotencyKey === undefined ? {} : { idempotencyKey }),

  act: (id: string, action: PostingStatusAction, body: PostingActionBody, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/${action}`, body, idempotencyKey === undefined ? {} : { idempotencyKey }),
};
