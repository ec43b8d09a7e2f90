import type { Actor } from '@careledger/http';
import type { Page } from '../http/list-query';
import type { AssessmentRecord, AssessmentRow } from './assessment-row';
import type { AssessmentListRequest } from './list-assessments/assessment-list-request';

/** One page of the list before names are added: its rows in order, and the capped total. */
export type AssessmentPageRows = Pick<Page<never>, 'total' | 'totalCapped'> & { rows: AssessmentRecord[] };

/** The assessments read model, where another store than PostgreSQL keeps it (MONGODB_URL). */
export interface AssessmentReads {
  page(actor: Actor, request: AssessmentListRequest): Promise<AssessmentPageRows>;
  /** The row of `id`, whoever may see it; null when there is none. */
  row(id: string): Promise<AssessmentRow | null>;
}
