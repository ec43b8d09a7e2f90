import { describe, expect, it } from 'vitest';
import { postingAnswer, type PostingAnswer } from '../posting/answers';
import { historyEntryAnswer } from '../record/answers';
import { referralAnswer } from '../referral/answers';
import { searchPageAnswer } from '../search/answers';
import { statisticsViewAnswer } from '../report/answers';
import { nameFieldOf, pageAnswer } from './answers';

const posting: PostingAnswer = {
  id: '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b',
  patientId: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  patientName: 'Jane Doe',
  agencyId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  agencyName: 'Maple Homecare',
  careServiceId: 2,
  status: 1,
  schedule: { days: [1, 3, 5], startTime: '08:00', endTime: '16:00' },
  startDate: '2026-12-01',
  endDate: '2027-01-31',
  description: null,
  createdBy: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  createdByName: null,
  holdReason: null,
  closeReason: null,
  invited: [{ kind: 'caregiver', id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f' }],
  invitedNames: ['Carmen Caregiver'],
  applicants: [],
  applicantsNames: [],
  assignee: null,
  assigneeName: null,
  version: 0,
  createdAt: '2026-11-25T22:10:00.000Z',
  updatedAt: '2026-11-25T22:10:00.000Z',
};

const renamed = (answer: Record<string, unknown>, from: string, to: string): Record<string, unknown> => {
  const { [from]: value, ...rest } = answer;
  return { ...rest, [to]: value };
};

describe('answer schemas', () => {
  it('parse an answer as the service sends it', () => {
    expect(postingAnswer.parse(posting)).toEqual(posting);
  });

  it('refuse a renamed field: the old name is missing and the new one unknown', () => {
    const result = postingAnswer.safeParse(renamed(posting, 'agencyName', 'agency'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.code).sort()).toEqual(['invalid_type', 'unrecognized_keys']);
  });

  it('refuse a number sent as text, an instant without a zone and a day that is an instant', () => {
    expect(postingAnswer.safeParse({ ...posting, version: '0' }).success).toBe(false);
    expect(postingAnswer.safeParse({ ...posting, createdAt: '2026-11-25 22:10:00' }).success).toBe(false);
    expect(postingAnswer.safeParse({ ...posting, startDate: '2026-12-01T00:00:00.000Z' }).success).toBe(false);
  });

  it('refuse an id outside its catalog', () => {
    expect(postingAnswer.safeParse({ ...posting, schedule: { ...posting.schedule, days: [8] } }).success).toBe(false);
  });

  it('check nested objects strictly too', () => {
    expect(postingAnswer.safeParse({ ...posting, assignee: { kind: 'agency', id: 'x', name: 'extra' } }).success).toBe(false);
  });

  it('page a list with an optional cap on its total', () => {
    const page = pageAnswer(postingAnswer);
    expect(page.parse({ data: [posting], total: 10_000, totalCapped: true, page: 1, pageSize: 25 }).totalCapped).toBe(true);
    expect(page.safeParse({ data: [posting], total: 1, page: 0, pageSize: 25 }).success).toBe(false);
    expect(page.safeParse({ data: [posting], page: 1, pageSize: 25 }).success).toBe(false);
  });

  it('need every referral milestone, dated or null', () => {
    const milestones = { 'hospital-admission': '2026-11-01', 'hospital-discharge': null, 'on-site-visit': null, approved: null, accepted: null, 'move-in': null, 'move-out': null };
    const referral = {
      id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a', patientId: 'p', patientName: null, partnerId: null, hubId: null, hubName: null, status: 1, holdReason: null, openedOn: '2026-11-01',
      milestones, closeReasonId: null, closeComment: null, dischargeDate: null, closedAt: null, createdBy: 'u', createdByName: null, version: 3,
      createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z',
    };
    expect(referralAnswer.safeParse(referral).success).toBe(true);
    const { approved: _approved, ...missingOne } = milestones;
    expect(referralAnswer.safeParse({ ...referral, milestones: missingOne }).success).toBe(false);
  });

  it('tell a homecare result from a hub result by its fields', () => {
    const base = { id: 'a', name: 'Maple', city: 'Toronto', province: 'ON', lat: 43.6, lng: -79.4, distanceKm: 1.25 };
    const page = { data: [{ ...base, careServiceIds: [1] }, { ...base, country: 'CA', capacity: 4 }], total: 2, page: 1, pageSize: 25, centre: { latitude: 43.6, longitude: -79.4, place: null }, radiusKm: 25 };
    expect(searchPageAnswer.safeParse(page).success).toBe(true);
    expect(searchPageAnswer.safeParse({ ...page, data: [{ ...base }] }).success).toBe(false);
  });

  it('need every statistics card', () => {
    const counted = { userPatient: 1, partnerPatient: 0, referral: 2, active: 0, careCoordination: 0, historical: 0, sharedLiving: 0, sharedLivingReferral: 0, adultDayProgram: 0, onHold: 0, postings: 0 };
    const view = {
      period: { from: '2026-11-01', to: null },
      stats: { ...counted, patientTrend: { current: 1, previous: null, changePercent: null }, allCardStats: { paid: 0, paidCents: 0, voided: 0 } },
      referralMetrics: [{ id: 1, key: 'K', label: 'L', averageDays: null, referrals: 0 }],
    };
    expect(statisticsViewAnswer.safeParse(view).success).toBe(true);
    const { postings: _postings, ...missingCard } = counted;
    expect(statisticsViewAnswer.safeParse({ ...view, stats: { ...view.stats, ...missingCard, postings: undefined } }).success).toBe(false);
  });

  it('name each id field by one rule', () => {
    expect([nameFieldOf('patientId', 'p'), nameFieldOf('createdBy', 'u'), nameFieldOf('careTeam', ['u']), nameFieldOf('authorAgencyId', null)]).toEqual([
      'patientName',
      'createdByName',
      'careTeamNames',
      'authorAgencyName',
    ]);
  });

  it('keep the causation of a history entry', () => {
    const entry = { globalPosition: 7, streamVersion: 0, type: 'PostingCreated', data: {}, actorId: 'u', actorName: 'Una User', actorRole: 1, occurredAt: '2026-11-25T22:10:00.000Z', recordedAt: '2026-11-25T22:10:00.001Z', correlationId: 'c' };
    expect(historyEntryAnswer.safeParse(entry).success).toBe(false);
    expect(historyEntryAnswer.safeParse({ ...entry, causationId: 'k' }).success).toBe(true);
  });
});
