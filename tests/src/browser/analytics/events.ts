import { randomUUID } from 'node:crypto';
import { AssessmentStatus, CareService, ReferralStatus, Role, type AssessmentEvent, type CareServiceId, type EventMetadata, type PostingEvent, type ReferralEvent } from '@careledger/domain';
import type { EventStore, NewEvent } from '@careledger/storage';

/**
 * Events an analytics browser test appends straight to the store, with the instants it chooses:
 * what the test expects is computed from these same lives, never read back from the server.
 */

export const metadata = (occurredAt: string): EventMetadata => ({ actorId: randomUUID(), actorRole: Role.ADMIN, correlationId: randomUUID(), causationId: randomUUID(), occurredAt, schemaVersion: 1 });

/** `hours` after an ISO instant, as an ISO instant. */
export const hoursAfter = (instant: string, hours: number): string => new Date(Date.parse(instant) + hours * 3_600_000).toISOString();

/** One status a record entered, and when. */
export interface Step {
  status: number;
  at: string;
}

/** A referral's life: opened for a partner, then held, unheld or closed at each step's instant. */
export const referralEvents = (referralId: string, patientId: string, partnerId: string, steps: readonly Step[]): NewEvent[] =>
  steps.map(({ status, at }, index): NewEvent => {
    const previous = steps[index - 1]?.status;
    const event: ReferralEvent =
      index === 0
        ? { type: 'ReferralOpened', data: { referralId, patientId, partnerId, hubId: null, createdBy: 'admin', openedOn: at.slice(0, 10) } }
        : status === ReferralStatus.HOLD
          ? { type: 'ReferralHeld', data: { referralId, reason: 'Hospital stay' } }
          : status === ReferralStatus.OPEN
            ? { type: 'ReferralUnheld', data: { referralId } }
            : { type: 'ReferralClosed', data: { referralId, reasonId: 1, comment: null, dischargeDate: at.slice(0, 10), previousStatus: previous as 1 | 2 } };
    return { ...event, metadata: metadata(at) };
  });

/** A referral closed at `at`, recorded whenever it is appended (a closure entered late). */
export const referralClosed = (referralId: string, at: string, previousStatus: 1 | 2): NewEvent => ({
  type: 'ReferralClosed',
  data: { referralId, reasonId: 1, comment: null, dischargeDate: at.slice(0, 10), previousStatus },
  metadata: metadata(at),
});

/** A patient of an agency and a partner, living in a province and a city: what records about them are counted under. */
export const patientEvents = (patientId: string, place: { agencyId: string | null; partnerId: string | null; province?: string; city?: string }, at: string): NewEvent[] => [
  {
    type: 'PatientRegistered',
    data: { patientId, firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: null, agencyId: place.agencyId, partnerId: place.partnerId, createdBy: 'admin' },
    metadata: metadata(at),
  },
  ...(place.province === undefined
    ? []
    : [
        {
          type: 'PatientDemographicsUpdated',
          data: { patientId, firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: null, gender: null, phone: null, address: { street: null, city: place.city ?? 'Ottawa', province: place.province, postalCode: null, country: 'CA' } },
          metadata: metadata(at),
        },
      ]),
];

/** A partner, which has no record of its own, is named after its first partner account. */
export const partnerAccountCreated = (partnerId: string, name: string, at: string): { streamId: string; event: NewEvent } => {
  const userId = randomUUID();
  return {
    streamId: `user-${userId}`,
    event: { type: 'UserCreated', data: { userId, roleId: Role.PARTNER, agencyId: null, partnerId, email: `${userId}@partners.test`, name, createdBy: 'admin' }, metadata: metadata(at) },
  };
};

export const agencyRegistered = (agencyId: string, name: string, at: string): NewEvent => ({
  type: 'AgencyRegistered',
  data: {
    agencyId,
    name,
    email: `${agencyId.slice(0, 8)}@agencies.test`,
    phone: null,
    address: { city: 'Ottawa', province: 'Ontario' },
    isInternal: false,
    careServiceIds: [CareService.HOME_SUPPORT],
    standing: 1,
    createdBy: 'admin',
  },
  metadata: metadata(at),
});

/** A posting drafted, published and filled at the instants given. */
export const postingEvents = (postingId: string, patientId: string, agencyId: string, careServiceId: CareServiceId, times: { created: string; published: string; filled: string }): NewEvent[] => {
  const events: PostingEvent[] = [
    {
      type: 'PostingCreated',
      data: {
        postingId,
        patientId,
        agencyId,
        careServiceId,
        schedule: { days: [1, 3], startTime: '09:00', endTime: '13:00' },
        startDate: times.created.slice(0, 10),
        endDate: '2030-01-01',
        description: null,
        createdBy: 'admin',
      },
    },
    { type: 'PostingPublished', data: { postingId } },
    { type: 'PostingFilled', data: { postingId, assignee: { kind: 'caregiver', id: randomUUID() } } },
  ];
  return events.map((event, index) => ({ ...event, metadata: metadata([times.created, times.published, times.filled][index]!) }));
};

/** An assessment's life: created pending, then scheduled or pended again at each step's instant. */
export const assessmentEvents = (assessmentId: string, patientId: string, agencyId: string, steps: readonly Step[]): NewEvent[] =>
  steps.map(({ status, at }, index): NewEvent => {
    const event: AssessmentEvent =
      index === 0
        ? { type: 'AssessmentCreated', data: { assessmentId, patientId, agencyId, careServiceId: CareService.HOME_SUPPORT, summary: 'Weekly visits', status: AssessmentStatus.PENDING, createdBy: 'admin' } }
        : status === AssessmentStatus.PENDING
          ? { type: 'AssessmentPended', data: { assessmentId } }
          : { type: 'AssessmentScheduled', data: { assessmentId, visitAt: hoursAfter(at, 48) } };
    return { ...event, metadata: metadata(at) };
  });

/** Appends each stream's events as a new stream. */
export const appendStreams = async (store: EventStore, streams: readonly { streamId: string; events: NewEvent[] }[]): Promise<void> => {
  for (const { streamId, events } of streams) await store.append(streamId, events, 'no_stream');
};

/** The Monday (UTC) of the week holding `day`, as the server's weeks start. */
export const mondayOf = (instant: string): string => {
  const date = new Date(`${instant.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
