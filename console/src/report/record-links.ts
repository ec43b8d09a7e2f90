import type { ReportRow, ReportType } from '../api';
import type { Resource } from '../auth';

/** The console page of the record behind a report row, and what the reader must be able to read to open it. */
export interface RecordLink {
  resource: Resource;
  path: string;
}

const text = (value: ReportRow[string] | undefined): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Where a row of each report opens: the record itself, or for a payment its subscription; a hub's note has no page of its own here. */
export const recordLinkOf = (type: ReportType, row: ReportRow): RecordLink | undefined => {
  const id = text(row.id);
  if (id === undefined) return undefined;
  switch (type) {
    case 'patients':
    case 'referrals':
    case 'assessments':
    case 'postings':
      return { resource: type, path: `${type}/${id}` };
    case 'notes':
      return row.kind === 'patient' ? { resource: 'notes', path: `notes/${id}` } : undefined;
    case 'payments': {
      const subscriptionId = text(row.subscriptionId);
      return subscriptionId === undefined ? undefined : { resource: 'billing', path: `billing/subscriptions/${subscriptionId}` };
    }
  }
};
