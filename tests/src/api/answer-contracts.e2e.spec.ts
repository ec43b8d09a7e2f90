import { randomUUID } from 'node:crypto';
import {
  accountAcceptedAnswer,
  agencyAnswer,
  careCoordinatorsAnswer,
  citiesAnswer,
  codedCatalogAnswer,
  commandAcceptedAnswer,
  desiredLocationsAnswer,
  internalAgencyAnswer,
  keyedCatalogAnswer,
  liveAnswer,
  locationDataAnswer,
  noteTemplatesAnswer,
  payersAnswer,
  professionsAnswer,
  provincesAnswer,
  randomPasswordAnswer,
  readinessAnswer,
  roleEntryAnswer,
  savedSearchAnswer,
  surveyQuestionsAnswer,
  translationsAnswer,
  weekDaysAnswer,
  assessmentAnswer,
  assessmentShiftsAnswer,
  auditEventAnswer,
  authDetailsAnswer,
  cardBatchAnswer,
  caregiverAnswer,
  clusterAnswer,
  clusterDetailAnswer,
  collectionAnswer,
  historyEntryAnswer,
  hostLeadAnswer,
  hubAnswer,
  hubDetailAnswer,
  hubEventAnswer,
  loginAnswer,
  medicationAdministrationAnswer,
  medicationAdministrationDetailAnswer,
  medicationOrderAnswer,
  dosesDueAnswer,
  noteAnswer,
  noteEditLogEntryAnswer,
  noteViewLogEntryAnswer,
  pageAnswer,
  patientAnswer,
  patientSummaryAnswer,
  paymentAnswer,
  postingAnswer,
  postingCandidateEntryAnswer,
  productAnswer,
  projectionStatusListAnswer,
  referralAnswer,
  reportGraphAnswer,
  searchPageAnswer,
  searchProfileAnswer,
  signInAnswer,
  stateAsOfAnswer,
  statisticsViewAnswer,
  subscriptionAnswer,
  taskAnswer,
  taxRateAnswer,
} from '@careledger/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ApiClient, GetPath, PostPath } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';

/**
 * Every record kind's list and detail, read over HTTP from the seeded demo and parsed with the
 * domain's strict answer schemas: a field the service adds, drops, renames or retypes fails here.
 */
describe.each(testDatabases())('answer contracts on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;
  let patientId: string, noteId: string, doseId: string, taskId: string, assessmentId: string;

  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });

  /** GETs as the administrator and parses the answer; the schema's own error names the field that broke. */
  const read = async <Schema extends z.ZodType>(path: GetPath, schema: Schema): Promise<z.output<Schema>> => {
    const response = await admin.get(path, await caughtUp());
    expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
    const parsed = schema.safeParse(response.body);
    expect(parsed.error?.issues ?? [], path).toEqual([]);
    return parsed.data as z.output<Schema>;
  };

  /** A page that holds at least one row, and the first of them. */
  const firstOf = async <Item extends z.ZodType>(path: GetPath, item: Item): Promise<z.output<Item>> => {
    const page = await read(path, pageAnswer(item));
    expect(page.data.length, path).toBeGreaterThan(0);
    return page.data[0] as z.output<Item>;
  };

  beforeAll(async () => {
    stack = await startStack(database, { patients: 10, minPositionWaitMs: 5_000 });
    const partner = await stack.as('partner');
    [admin, agency] = await Promise.all([stack.as('admin'), stack.as('agency')]);
    patientId = accepted(await partner.post('/api/patients', { firstName: 'Ada', lastName: 'Contract', partnerId: DEMO_PARTNER_ID, agencyId: DEMO_AGENCY_ID }), 201).id;
    noteId = accepted(
      await agency.post('/api/notes', { patientId, noteTypeId: 2, dateOfService: '2026-01-10', body: 'Slept well.', visibility: 3, isDraft: false }),
      201,
    ).id;
    doseId = accepted(
      await agency.post(`/api/patients/${patientId}/medication-administrations`, {
        medicationName: 'Metoprolol', dose: '25 mg', scheduledAt: '2026-01-10T08:00:00Z', status: 1, reasonId: null, comment: null, administeredAt: '2026-01-10T08:05:00Z',
      }),
      201,
    ).id;
    taskId = accepted(await agency.post('/api/tasks', { patientId, title: 'Refill the pill box', dueDate: '2026-01-12', recurrence: { type: 4, everyDays: 7 } }), 201).id;
    assessmentId = accepted(await agency.post('/api/assessments', { patientId, summary: 'Evening help' }), 201).id;
    accepted(await agency.post(`/api/assessments/${assessmentId}/schedule`, { expectedVersion: 0, visitAt: '2031-03-02T10:00:00Z' }));
    accepted(await agency.post(`/api/assessments/${assessmentId}/approve`, { expectedVersion: 1 }));
    accepted(await agency.post(`/api/assessments/${assessmentId}/add-shift`, { expectedVersion: 2, shiftId: randomUUID(), startsAt: '2031-03-06T18:00:00Z', endsAt: '2031-03-06T22:00:00Z' }));
  });
  afterAll(async () => stack?.stop());

  it('answers patients, their notes and their doses as the domain describes them', async () => {
    await firstOf('/api/patients?pageSize=5', patientSummaryAnswer);
    expect((await read(`/api/patients/${patientId}`, patientAnswer)).id).toBe(patientId);
    const note = await firstOf(`/api/notes/${patientId}/0?pageSize=5`, noteAnswer);
    expect(note.id).toBe(noteId);
    await read(`/api/notes/${noteId}`, noteAnswer);
    await firstOf(`/api/notes/${noteId}/list/log?pageSize=5`, noteEditLogEntryAnswer);
    await read(`/api/notes/${noteId}/view/log?pageSize=5`, pageAnswer(noteViewLogEntryAnswer));
    expect((await firstOf(`/api/patients/${patientId}/medications?pageSize=5`, medicationAdministrationAnswer)).id).toBe(doseId);
    expect((await read(`/api/medications/${doseId}`, medicationAdministrationDetailAnswer)).administrations.map((dose) => dose.id)).toEqual([doseId]);
    expect((await firstOf(`/api/patients/${patientId}/tasks?pageSize=5`, taskAnswer)).id).toBe(taskId);
    await firstOf('/api/tasks?pageSize=5', taskAnswer);
  });

  it("answers a patient's medication orders and the doses due, as the domain describes them", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const due = await read(`/api/medication-doses-due?date=${yesterday}`, dosesDueAnswer);
    expect(due.data.some((dose) => dose.administration !== null)).toBe(true);
    const ordered = due.data[0]?.patientId ?? '';
    expect((await firstOf(`/api/patients/${ordered}/medication-orders`, medicationOrderAnswer)).patientId).toBe(ordered);
  });

  it('answers assessments, their shifts and their history', async () => {
    await firstOf('/api/assessments?pageSize=5', assessmentAnswer);
    await read(`/api/assessments/${assessmentId}`, assessmentAnswer);
    await read(`/api/assessments/${assessmentId}?asOf=${encodeURIComponent(new Date().toISOString())}`, assessmentAnswer);
    expect((await read(`/api/agency/assessments/${assessmentId}/shifts`, assessmentShiftsAnswer)).data).toHaveLength(1);
    expect((await read(`/api/assessments/${assessmentId}/history`, collectionAnswer(historyEntryAnswer))).data).toHaveLength(4);
    await firstOf('/api/audit/events?pageSize=5', auditEventAnswer);
  });

  it('answers postings, their candidates, their history and their past state', async () => {
    const posting = await firstOf('/api/postings?pageSize=5', postingAnswer);
    await read(`/api/postings/${posting.id}`, postingAnswer);
    await read(`/api/posting/${posting.id}/agencies`, collectionAnswer(postingCandidateEntryAnswer));
    await read(`/api/posting/${posting.id}/caregivers`, collectionAnswer(postingCandidateEntryAnswer));
    await read(`/api/postings/${posting.id}/history`, collectionAnswer(historyEntryAnswer));
    await read(`/api/postings/${posting.id}/state?asOf=${encodeURIComponent(posting.updatedAt)}`, stateAsOfAnswer);
  });

  it('answers referrals, hubs, hub events, clusters and host leads', async () => {
    const referral = await firstOf('/api/referrals?pageSize=5', referralAnswer);
    await read(`/api/referrals/${referral.id}`, referralAnswer);
    const hub = await firstOf('/api/shared-living-hubs?pageSize=5', hubAnswer);
    await read(`/api/shared-living-hubs/${hub.id}`, hubDetailAnswer);
    accepted(await admin.post(`/api/shared-living-hubs/${hub.id}/add-event`, { expectedVersion: hub.version, eventId: randomUUID(), title: 'Tea', startsAt: '2031-05-10T14:00:00Z', endsAt: '2031-05-10T16:00:00Z' }));
    await firstOf(`/api/hub/${hub.id}/hub-events`, hubEventAnswer);
    const cluster = await firstOf('/api/shared-living-clusters?pageSize=5', clusterAnswer);
    await read(`/api/shared-living-clusters/${cluster.id}`, clusterDetailAnswer);
    const lead = await firstOf('/admin/shared-living/host-leads?pageSize=5', hostLeadAnswer);
    await read(`/api/host-leads/${lead.id}`, hostLeadAnswer);
  });

  it('answers caregivers, agencies and accounts', async () => {
    const caregiver = await firstOf('/api/caregivers?pageSize=5', caregiverAnswer);
    await read(`/api/caregivers/${caregiver.id}`, caregiverAnswer);
    const agencyRow = await firstOf('/api/agencies?pageSize=5', agencyAnswer);
    await read(`/api/agencies/${agencyRow.id}`, agencyAnswer);
    const login = await firstOf('/api/logins?pageSize=5', loginAnswer);
    await read(`/api/users/${login.id}`, loginAnswer);
  });

  it('answers the price list, the tax rates, subscriptions, payments and card batches', async () => {
    await firstOf('/api/products?pageSize=5', productAnswer);
    expect((await read('/api/tax-rate', collectionAnswer(taxRateAnswer))).data.length).toBeGreaterThan(0);
    const subscription = await firstOf('/api/subscriptions?pageSize=5', subscriptionAnswer);
    await read(`/api/subscriptions/${subscription.id}`, subscriptionAnswer);
    await firstOf('/api/subscription-payments?pageSize=5', paymentAnswer);
    const batch = await firstOf('/api/card-batches?pageSize=5', cardBatchAnswer);
    await read(`/api/card-batches/${batch.id}`, cardBatchAnswer);
  });

  it('answers a sign-in and who is signed in', async () => {
    expect((await read('/api/auth-details', authDetailsAnswer)).role.name).toBe('ADMIN');
    const partner = stack.client();
    await partner.get('/api/auth-details');
    const signedIn = await partner.post('/api/login', { email: 'partner@demo.careledger', password: 'demo-password' });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signInAnswer.safeParse(signedIn.body).error?.issues ?? [], '/api/login').toEqual([]);
    const details = await partner.get('/api/auth-details');
    expect(authDetailsAnswer.safeParse(details.body).error?.issues ?? [], '/api/auth-details').toEqual([]);
    expect(details.body.user.partnerId).toBe(DEMO_PARTNER_ID);
  });

  it('answers the searches and the reports', async () => {
    expect((await read('/api/search/shared-living?place=toronto&radiusKm=500', searchPageAnswer)).data.length).toBeGreaterThan(0);
    const agencies = await read('/api/search/homecare?place=toronto&radiusKm=500', searchPageAnswer);
    expect(agencies.data.length).toBeGreaterThan(0);
    expect((await read(`/api/search/homecare/${agencies.data[0]?.id}`, searchProfileAnswer)).kind).toBe('homecare');
    const post = async <Schema extends z.ZodType>(path: PostPath, body: unknown, schema: Schema) => {
      const response = await admin.post(path, body, await caughtUp());
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(schema.safeParse(response.body).error?.issues ?? [], path).toEqual([]);
    };
    await post('/api/reports/all/statistics', { period: 'All' }, statisticsViewAnswer);
    await post('/api/reports/referrals/graph', { period: 'All', interval: 'month' }, reportGraphAnswer);
  });

  it('answers the reference data, the account helpers and the health checks', async () => {
    for (const path of ['/api/relationships', '/api/note-types', '/api/hub/note-types', '/api/caretypes/homecare'] as const) await read(path, keyedCatalogAnswer);
    for (const path of ['/api/caregiver-roles', '/api/diagnoses', '/api/languages'] as const) await read(path, codedCatalogAnswer);
    await read('/api/professions', professionsAnswer);
    await read('/api/payers', payersAnswer);
    await read('/api/care-coordinators', careCoordinatorsAnswer);
    await read('/api/week-days', weekDaysAnswer);
    await read('/api/note-templates', noteTemplatesAnswer);
    await read('/api/survey-meta', surveyQuestionsAnswer);
    await read('/api/provinces', provincesAnswer);
    await read('/api/cities?pageSize=5', citiesAnswer);
    await read('/api/desired-locations?pageSize=5', desiredLocationsAnswer);
    await read('/api/location-data', locationDataAnswer);
    await read('/api/roles', pageAnswer(roleEntryAnswer));
    await read('/api/translations', translationsAnswer);
    await read('/api/internal-agency?withCareProvided=true', collectionAnswer(internalAgencyAnswer));
    await read('/api/random-password', randomPasswordAnswer);
    await read('/api/cookie/homecare', savedSearchAnswer);
    await read('/api/cookie/current-search-type', savedSearchAnswer);
    await read('/health/live', liveAnswer);
    await read('/health/ready', readinessAnswer);
  });

  it('answers commands with the record, its version and its position; a new account with its password once', async () => {
    const accepted = await agency.post('/api/tasks', { patientId, title: 'Water the plants', dueDate: '2026-01-13', recurrence: { type: 4, everyDays: 7 } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(commandAcceptedAnswer.safeParse(accepted.body).error?.issues ?? []).toEqual([]);
    const account = await admin.post('/api/users', { email: `contract-${randomUUID()}@example.test`, name: 'Contract Person', roleId: 9, agencyId: DEMO_AGENCY_ID });
    expect(account.status, JSON.stringify(account.body)).toBe(201);
    expect(accountAcceptedAnswer.safeParse(account.body).error?.issues ?? []).toEqual([]);
    expect(typeof account.body.password).toBe('string');
  });

  it('answers the state of the read models', async () => {
    expect((await read('/api/admin/projections', projectionStatusListAnswer)).data.length).toBeGreaterThan(0);
  });
});
