import type {
  AssessmentAnswer,
  AssessmentStatusAnswer,
  AuthDetailsAnswer,
  CollectionAnswer,
  HistoryEntryAnswer,
  PageAnswer,
  SignInAnswer,
} from '@careledger/domain';

/** Exact `total` unless `totalCapped`: then there are at least this many (the server stops counting). */
export type Page<Row> = PageAnswer<Row>;

/** The grid's row count: -1 tells it the total is unknown, so it pages on without a last page. */
export const gridRowCount = (page: Page<unknown> | undefined): number => (page?.totalCapped ? -1 : (page?.total ?? 0));

export type Collection<Row> = CollectionAnswer<Row>;

/** What every command answers (DESIGN.md section 4): the new version and where the event landed. */
export interface CommandResult {
  id: string;
  version: number;
  globalPosition: number | string;
}

/** Who is signed in and in which role, as `GET /api/auth-details` answers it. */
export type AuthDetails = AuthDetailsAnswer;

/** What `POST /api/login` answers: the account that has just signed in. */
export type SignIn = SignInAnswer;

export interface Credentials {
  email: string;
  password: string;
}

export type AssessmentStatusEntry = AssessmentStatusAnswer;

export type Assessment = AssessmentAnswer;

export type AssessmentSortField = 'createdAt' | 'updatedAt' | 'status' | 'visitAt';
export type SortDirection = 'asc' | 'desc';

export interface AssessmentListParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: AssessmentSortField; direction: SortDirection };
  status?: number | undefined;
}

export type HistoryEntry = HistoryEntryAnswer;

export interface NewAssessment {
  patientId: string;
  agencyId?: string;
  careServiceId?: number;
  summary?: string;
}

export type AssessmentAction = 'pend' | 'schedule' | 'reschedule' | 'approve' | 'activate' | 'complete' | 'cancel';

export interface AssessmentActionBody {
  expectedVersion: number;
  visitAt?: string;
  reason?: string;
}
