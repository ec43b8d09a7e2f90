import { describe, expect, it } from 'vitest';
import { recordLinkOf } from './record-links';

describe('the record behind a report row', () => {
  it('is the record itself for patients, referrals, assessments and postings', () => {
    expect(recordLinkOf('patients', { id: 'p1' })).toEqual({ resource: 'patients', path: 'patients/p1' });
    expect(recordLinkOf('referrals', { id: 'r1' })).toEqual({ resource: 'referrals', path: 'referrals/r1' });
    expect(recordLinkOf('assessments', { id: 'a1' })).toEqual({ resource: 'assessments', path: 'assessments/a1' });
    expect(recordLinkOf('postings', { id: 'o1' })).toEqual({ resource: 'postings', path: 'postings/o1' });
  });

  it("is a patient's note, the subscription of a payment, and nothing for a hub's note or a row without an id", () => {
    expect(recordLinkOf('notes', { id: 'n1', kind: 'patient' })).toEqual({ resource: 'notes', path: 'notes/n1' });
    expect(recordLinkOf('notes', { id: 'n2', kind: 'hub' })).toBeUndefined();
    expect(recordLinkOf('payments', { id: 'pay-1', subscriptionId: 's1' })).toEqual({ resource: 'billing', path: 'billing/subscriptions/s1' });
    expect(recordLinkOf('payments', { id: 'pay-2', subscriptionId: null })).toBeUndefined();
    expect(recordLinkOf('patients', { id: null })).toBeUndefined();
  });
});
