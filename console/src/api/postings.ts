import type { PostingAnswer, PostingCandidateEntryAnswer } from '@careledger/domain';
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

export type PostingStatusAction = 'hold' | 'unhold' | 'extend';

export interface PostingActionBody {
  expectedVersion: number;
  reason?: string;
  /** YYYY-MM-DD, after the current end date. */
  endDate?: string;
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

  act: (id: string, action: PostingStatusAction, body: PostingActionBody, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/${action}`, body, idempotencyKey === undefined ? {} : { idempotencyKey }),
};
