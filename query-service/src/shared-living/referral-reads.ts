import type { Actor } from '@careledger/http';
import type { Page } from '../http/list-query';
import type { ReferralListRequest } from './referral-list-request';
import type { ReferralRecord, ReferralView } from './referral-view';

/** One page of the list before names are added: its rows in order, and the capped total. */
export type ReferralPageRows = Pick<Page<never>, 'total' | 'totalCapped'> & { rows: ReferralView[] };

/** The referrals read model, where another store than PostgreSQL keeps it (MONGODB_URL). */
export interface ReferralReads {
  page(actor: Actor, request: ReferralListRequest): Promise<ReferralPageRows>;
  /** The referral `id`, whoever may see it; null when there is none. */
  referral(id: string): Promise<ReferralRecord | null>;
}
