import type { AnalyticsMachine } from '../api';
import type { Resource } from '../auth';

/** The console page of a record behind a point; payments, tasks, doses and subscriptions have none; a referral's metric opens its referral of their own (they open from their patient's page). */
export const recordLinkOf = (machine: AnalyticsMachine, recordId: string): { resource: Resource; path: string } | undefined => {
  switch (machine) {
    case 'assessment':
      return { resource: 'assessments', path: `assessments/${recordId}` };
    case 'posting':
      return { resource: 'postings', path: `postings/${recordId}` };
    case 'referral':
    case 'referralMetric':
      return { resource: 'referrals', path: `referrals/${recordId}` };
    case 'caregiver':
      return { resource: 'caregivers', path: `caregivers/${recordId}` };
    case 'note':
      return { resource: 'notes', path: `notes/${recordId}` };
    case 'payment':
    case 'task':
    case 'dose':
    case 'subscription':
      return undefined;
    default:
      return machine satisfies never;
  }
};
