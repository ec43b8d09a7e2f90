import { randomUUID } from 'node:crypto';
import type { EventStore } from '@careledger/storage';

/** mulberry32: the same history on every run. */
export const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

export const AGENCIES = ['0d1c7a53-0000-4000-8000-0000000000a1', '0d1c7a53-0000-4000-8000-0000000000a2'];
export const PARTNERS = ['0d1c7a53-0000-4000-8000-0000000000b1', '0d1c7a53-0000-4000-8000-0000000000b2'];
const MILESTONES = ['hospital-admission', 'hospital-discharge', 'on-site-visit', 'approved', 'accepted', 'move-in', 'move-out'] as const;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface Planned {
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  actorRole: number;
}

/** A random but lawful history: each step picks an aggregate and something it may do next. */
export const randomHistory = (random: () => number, steps: number): Planned[] => {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const planned: Planned[] = [];
  const patients: string[] = [];
  const hubs: string[] = [];
  const referrals = new Map<string, { status: number; milestones: Record<string, string>; openedOn: string }>();
  const assessments = new Map<string, number>();
  const postings = new Map<string, number>();
  const payments = new Map<string, number>();
  const drafts = new Set<string>();
  let day = '2026-01-01';
  const emit = (category: string, id: string, type: string, data: Record<string, unknown>, actorRole = pick([1, 2, 3, 6])) =>
    planned.push({ streamId: `${category}-${id}`, type, data: { ...data, at: day }, actorRole });
  for (let hub = 0; hub < 3; hub += 1) {
    const hubId = randomUUID();
    hubs.push(hubId);
    emit('hub', hubId, 'HubCreated', { hubId, productId: hub === 0 ? 7 : 14, agencyId: null });
  }
  while (planned.length < steps) {
    if (random() < 0.5) day = addDays(day, 1);
    const choice = random();
    if (patients.length < 3 || choice < 0.1) {
      const patientId = randomUUID();
      patients.push(patientId);
      emit('patient', patientId, 'PatientRegistered', { patientId, agencyId: pick([...AGENCIES, null]), partnerId: pick([...PARTNERS, null]) });
    } else if (choice < 0.13) {
      const patientId = pick(patients);
      emit('patient', patientId, 'PatientAssignedToAgency', { patientId, agencyId: pick(AGENCIES) });
    } else if (choice < 0.23) {
      const referralId = randomUUID();
      referrals.set(referralId, { status: 1, milestones: {}, openedOn: day });
      emit('referral', referralId, 'ReferralOpened', { referralId, patientId: pick(patients), partnerId: pick(PARTNERS), hubId: pick([...hubs, null]), openedOn: day });
    } else if (choice < 0.4 && referrals.size > 0) {
      const referralId = pick([...referrals.keys()]);
      const referral = referrals.get(referralId)!;
      const move = random();
      if (referral.status === 3) continue;
      if (move < 0.2) {
        referral.status = referral.status === 1 ? 2 : 1;
        emit('referral', referralId, referral.status === 2 ? 'ReferralHeld' : 'ReferralUnheld', { referralId, reason: 'r' });
      } else if (move < 0.3) {
        emit('referral', referralId, 'ReferralClosed', { referralId, previousStatus: referral.status, reasonId: 6 });
        referral.status = 3;
      } else {
        const milestone = pick(MILESTONES);
        const date = addDays(referral.openedOn, Math.floor(random() * 40) - 10);
        emit('referral', referralId, 'ReferralMilestoneRecorded', { referralId, milestone, date, previousDate: referral.milestones[milestone] ?? null });
        referral.milestones[milestone] = date;
      }
    } else if (choice < 0.5) {
      const assessmentId = randomUUID();
      assessments.set(assessmentId, 1);
      emit('assessment', assessmentId, 'AssessmentCreated', { assessmentId, patientId: pick(patients), agencyId: pick([...AGENCIES, null]), status: 1 });
    } else if (choice < 0.62 && assessments.size > 0) {
      const assessmentId = pick([...assessments.keys()]);
      const status = assessments.get(assessmentId)!;
      if (status === 5 || status === 6) continue;
      const [type, next] = pick([['AssessmentApproved', 3], ['AssessmentActivated', 4], ['AssessmentCompleted', 6], ['AssessmentCancelled', 5]] as const);
      assessments.set(assessmentId, next);
      emit('assessment', assessmentId, type, { assessmentId, previousStatus: status });
    } else if (choice < 0.7) {
      const postingId = randomUUID();
      postings.set(postingId, 1);
      emit('posting', postingId, 'PostingCreated', { postingId, patientId: pick(patients), agencyId: pick(AGENCIES) });
    } else if (choice < 0.78 && postings.size > 0) {
      const postingId = pick([...postings.keys()]);
      const status = postings.get(postingId)!;
      const next = ({ 1: ['PostingPublished', 2], 2: pick([['PostingHeld', 3], ['PostingFilled', 4], ['PostingClosed', 5]] as const), 3: pick([['PostingUnheld', 2], ['PostingClosed', 5]] as const), 4: ['PostingClosed', 5] } as Record<number, readonly [string, number]>)[status];
      if (!next) continue;
      postings.set(postingId, next[1]);
      emit('posting', postingId, next[0], { postingId, previousStatus: status });
    } else if (choice < 0.84) {
      const paymentId = randomUUID();
      payments.set(paymentId, 0);
      emit('payment', paymentId, 'PaymentCreated', { paymentId, patientId: pick([...patients, null]), totalCents: 100 + Math.floor(random() * 9_000) });
    } else if (choice < 0.9 && payments.size > 0) {
      const paymentId = pick([...payments.keys()]);
      if (payments.get(paymentId) !== 0) continue;
      const paid = random() < 0.6;
      payments.set(paymentId, paid ? 1 : 2);
      emit('payment', paymentId, paid ? 'PaymentPaid' : 'PaymentVoided', { paymentId, totalCents: 5_000, cardType: 'VISA', reason: null });
    } else if (choice < 0.96) {
      const noteId = randomUUID();
      const isDraft = random() < 0.4;
      if (isDraft) drafts.add(noteId);
      emit('note', noteId, 'NoteCreated', { noteId, authorAgencyId: pick([...AGENCIES, null]), authorPartnerId: pick([...PARTNERS, null]), isDraft });
    } else if (drafts.size > 0) {
      const noteId = pick([...drafts]);
      drafts.delete(noteId);
      emit('note', noteId, 'NotePublished', { noteId });
    }
  }
  return planned;
};

/** Appends the planned history, each event at noon of its day, by a new actor of its role. */
export const appendHistory = async (store: EventStore, planned: readonly Planned[]): Promise<void> => {
  const versions = new Map<string, number>();
  for (const step of planned) {
    const { at, ...data } = step.data;
    const metadata = { actorId: randomUUID(), actorRole: step.actorRole as 1, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: `${String(at)}T12:00:00.000Z`, schemaVersion: 1 };
    const expected = versions.get(step.streamId);
    await store.append(step.streamId, [{ type: step.type, data, metadata }], expected === undefined ? 'no_stream' : expected);
    versions.set(step.streamId, (expected ?? -1) + 1);
  }
};
