import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, PostActionOf, PostPath } from '../support/api-client';
import { accepted, lastEventData, refusedWithoutEvents, seededRecordId, streamEventTypes } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const DAY = 86_400_000;

const daysAgo = (days: number): string => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

describe.each(testDatabases())('referral commands over HTTP on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let partner: ApiClient;
  let partnerAgent: ApiClient;
  let agency: ApiClient;
  let agencyAgent: ApiClient;
  let provider: ApiClient;
  let caregiver: ApiClient;
  let family: ApiClient;
  /** Referred by the demo partner and served by the demo agency. */
  let patientId: string;

  beforeAll(async () => {
    stack = await startStack(database);
    [admin, partner, partnerAgent, agency, agencyAgent, provider, caregiver, family] = await Promise.all([
      stack.as('admin'), stack.as('partner'), stack.as('partner-agent'), stack.as('agency'),
      stack.as('agency-agent'), stack.as('provider'), stack.as('caregiver'), stack.as('user'),
    ]);
    patientId = accepted(await partner.post('/api/patients', { firstName: 'Rosa', lastName: 'Parks' }), 201).id;
    accepted(await partner.post(`/api/patients/${patientId}/assign-agency`, { expectedVersion: 0, agencyId: DEMO_AGENCY_ID }));
  });
  afterAll(async () => stack?.stop());

  const openReferral = async (client: ApiClient = partner, body: Record<string, unknown> = {}) =>
    accepted(await client.post('/api/referrals', { patientId, hubId: await seededRecordId(stack, 'HubCreated'), ...body }), 201);

  it('lives a referral from open through hold to closed, with every milestone dated', async () => {
    const { id } = await openReferral();
    let version = 0;
    const step = async (client: ApiClient, action: PostActionOf<'/api/referrals/{id}'>, body: Record<string, unknown> = {}) => {
      version = accepted(await client.post(`/api/referrals/${id}/${action}`, { expectedVersion: version, ...body })).version;
    };
    const today = daysAgo(0);
    await step(partnerAgent, 'milestones', { milestone: 'hospital-admission', date: daysAgo(12) });
    await step(agency, 'milestones', { milestone: 'on-site-visit', date: today });
    await step(partner, 'hold', { reason: 'Readmitted to hospital' });
    await step(agencyAgent, 'milestones', { milestone: 'hospital-discharge', date: daysAgo(1) });
    await step(partnerAgent, 'unhold');
    await step(partner, 'milestones', { milestone: 'approved', date: today });
    await step(partner, 'milestones', { milestone: 'accepted', date: today });
    await step(agency, 'milestones', { milestone: 'move-in', date: today });
    await step(agency, 'milestones', { milestone: 'move-out', date: today });
    await step(admin, 'milestones', { milestone: 'hospital-discharge', date: daysAgo(2) });
    expect(await lastEventData(stack, `referral-${id}`)).toEqual({ referralId: id, milestone: 'hospital-discharge', date: daysAgo(2), previousDate: daysAgo(1) });
    await step(partner, 'close', { reasonId: 6, comment: 'Family took her home out of province', dischargeDate: daysAgo(2) });
    expect(await lastEventData(stack, `referral-${id}`)).toEqual({
      referralId: id,
      reasonId: 6,
      comment: 'Family took her home out of province',
      dischargeDate: daysAgo(2),
      previousStatus: 1,
    });
    expect(await streamEventTypes(stack, `referral-${id}`)).toEqual([
      'ReferralOpened', 'ReferralMilestoneRecorded', 'ReferralMilestoneRecorded', 'ReferralHeld', 'ReferralMilestoneRecorded', 'ReferralUnheld',
      'ReferralMilestoneRecorded', 'ReferralMilestoneRecorded', 'ReferralMilestoneRecorded', 'ReferralMilestoneRecorded', 'ReferralMilestoneRecorded',
      'ReferralClosed',
    ]);
    const afterClose = await refusedWithoutEvents(stack, () => partner.post(`/api/referrals/${id}/milestones`, { expectedVersion: version, milestone: 'move-in', date: today }));
    expect([afterClose.status, afterClose.body.code]).toEqual([422, 'illegal_transition']);
  });

  it('opens a referral for the partner an administrator names', async () => {
    const { id } = await openReferral(admin, { partnerId: DEMO_PARTNER_ID, hubId: null });
    expect(await lastEventData(stack, `referral-${id}`)).toMatchObject({ patientId, partnerId: DEMO_PARTNER_ID, hubId: null, createdBy: '00000000-0000-4000-8000-000000000001' });
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const create = await refusedWithoutEvents(stack, () => partner.post('/api/referrals', { patientId: 'p-1', hubId: 3, status: 1 }));
    expect(create.status).toBe(400);
    expect(create.body.errors).toEqual([
      { path: 'patientId', message: 'must be a UUID' },
      { path: 'hubId', message: 'must be a UUID' },
      { path: 'status', message: 'is not an allowed field' },
    ]);
    const { id } = await openReferral();
    const close = await refusedWithoutEvents(stack, () => partner.post(`/api/referrals/${id}/close`, { expectedVersion: 0, reasonId: 6, dischargeDate: daysAgo(0) }));
    expect([close.status, close.body.errors]).toEqual([400, [{ path: 'comment', message: 'is required when the close reason is 6 (other)' }]]);
    const badReason = await refusedWithoutEvents(stack, () => partner.post(`/api/referrals/${id}/close`, { expectedVersion: 0, reasonId: 9 }));
    expect(badReason.body.errors).toEqual([
      { path: 'reasonId', message: 'must be a close reason id, 1 to 6' },
      { path: 'dischargeDate', message: 'is required' },
    ]);
    const milestone = await refusedWithoutEvents(stack, () => partner.post(`/api/referrals/${id}/milestones`, { expectedVersion: 0, milestone: 'admitted', date: 'yesterday' }));
    expect(milestone.body.errors).toEqual([
      { path: 'milestone', message: 'must be one of hospital-admission, hospital-discharge, on-site-visit, approved, accepted, move-in, move-out' },
      { path: 'date', message: 'must be a date, YYYY-MM-DD' },
    ]);
    const hold = await refusedWithoutEvents(stack, () => partner.post(`/api/referrals/${id}/hold`, { expectedVersion: 0 }));
    expect(hold.body.errors).toEqual([{ path: 'reason', message: 'is required' }]);
  });

  it('refuses with 403 what the policy refuses, and stores nothing', async () => {
    const forbidden = async (client: ApiClient, path: PostPath, body: Record<string, unknown>) =>
      expect((await refusedWithoutEvents(stack, () => client.post(path, body))).status).toBe(403);
    for (const client of [agency, agencyAgent, provider, caregiver, family]) await forbidden(client, '/api/referrals', { patientId });
    await forbidden(partner, '/api/referrals', { patientId, partnerId: randomUUID() });
    const agencysPatient = accepted(await agency.post('/api/patients', { firstName: 'Ida', lastName: 'Wells' }), 201).id;
    await forbidden(partner, '/api/referrals', { patientId: agencysPatient });
    const { id } = await openReferral();
    await forbidden(agency, `/api/referrals/${id}/hold`, { expectedVersion: 0, reason: 'No' });
    await forbidden(agencyAgent, `/api/referrals/${id}/close`, { expectedVersion: 0, reasonId: 1, dischargeDate: daysAgo(0) });
    await forbidden(provider, `/api/referrals/${id}/milestones`, { expectedVersion: 0, milestone: 'on-site-visit', date: daysAgo(0) });
    await forbidden(caregiver, `/api/referrals/${id}/milestones`, { expectedVersion: 0, milestone: 'on-site-visit', date: daysAgo(0) });
    await forbidden(family, `/api/referrals/${id}/hold`, { expectedVersion: 0, reason: 'No' });
    accepted(await agency.post(`/api/referrals/${id}/milestones`, { expectedVersion: 0, milestone: 'on-site-visit', date: daysAgo(0) }));
  });

  it('answers 404 for an unknown referral, 409 for a stale version, 422 for a broken rule', async () => {
    expect((await refusedWithoutEvents(stack, () => partner.post(`/api/referrals/${randomUUID()}/hold`, { expectedVersion: 0, reason: 'Why' }))).status).toBe(404);
    const noPatient = await refusedWithoutEvents(stack, () => partner.post('/api/referrals', { patientId: randomUUID() }));
    expect([noPatient.status, noPatient.body.code]).toEqual([422, 'patient_not_found']);
    const noPartner = await refusedWithoutEvents(stack, () => admin.post('/api/referrals', { patientId }));
    expect([noPartner.status, noPartner.body.code]).toEqual([422, 'referral_partner_required']);
    const { id } = await openReferral();
    const stale = await refusedWithoutEvents(stack, () => partner.post(`/api/referrals/${id}/hold`, { expectedVersion: 3, reason: 'Why' }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ expectedVersion: 3, actualVersion: 0 });
    const refusal = async (action: PostActionOf<'/api/referrals/{id}'>, body: Record<string, unknown>) => {
      const response = await refusedWithoutEvents(stack, () => partner.post(`/api/referrals/${id}/${action}`, { expectedVersion: 0, ...body }));
      expect(response.status).toBe(422);
      return response.body.code as string;
    };
    expect(await refusal('unhold', {})).toBe('illegal_transition');
    expect(await refusal('milestones', { milestone: 'on-site-visit', date: daysAgo(-1) })).toBe('milestone_in_future');
    expect(await refusal('milestones', { milestone: 'move-in', date: daysAgo(3) })).toBe('milestone_before_opening');
    expect(await refusal('milestones', { milestone: 'move-out', date: daysAgo(0) })).toBe('move_in_not_recorded');
    expect(await refusal('close', { reasonId: 1, dischargeDate: daysAgo(-1) })).toBe('discharge_date_in_future');
    accepted(await partner.post(`/api/referrals/${id}/milestones`, { expectedVersion: 0, milestone: 'hospital-admission', date: daysAgo(5) }));
    const early = await refusedWithoutEvents(stack, () => partner.post(`/api/referrals/${id}/milestones`, { expectedVersion: 1, milestone: 'hospital-discharge', date: daysAgo(6) }));
    expect([early.status, early.body.code]).toEqual([422, 'discharge_before_admission']);
    accepted(await partner.post(`/api/referrals/${id}/hold`, { expectedVersion: 1, reason: 'Family reconsidering' }));
    const paused = await refusedWithoutEvents(stack, () => partner.post(`/api/referrals/${id}/milestones`, { expectedVersion: 2, milestone: 'approved', date: daysAgo(0) }));
    expect([paused.status, paused.body.code]).toEqual([422, 'milestone_while_on_hold']);
  });

  it('documents every referral action in the OpenAPI document', async () => {
    const document = (await partner.getUndocumented('/api/docs-json')).body;
    const actions = ['hold', 'unhold', 'close', 'milestones'];
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/referrals', ...actions.map((action) => `/api/referrals/{id}/${action}`)]));
    expect(document.paths['/api/referrals/{id}/milestones'].post.requestBody.content['application/json'].schema.required).toEqual(['expectedVersion', 'milestone', 'date']);
  });
});

describe.each(testDatabases())('referral demo data on $name', (database) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStack(database, { patients: 40 });
  });
  afterAll(async () => stack?.stop());

  const count = async (type: string): Promise<number> => {
    const { rows } = await stack.careledger.db.query<{ n: number | string }>('SELECT count(*) AS n FROM events WHERE type = $1', [type]);
    return Number(rows[0]?.n ?? 0);
  };

  it('seeds referral histories with dated milestones, holds and closes', async () => {
    const counts = Object.fromEntries(
      await Promise.all(['ReferralOpened', 'ReferralHeld', 'ReferralUnheld', 'ReferralMilestoneRecorded', 'ReferralClosed'].map(async (type) => [type, await count(type)] as const)),
    );
    expect(counts.ReferralOpened).toBeGreaterThanOrEqual(30);
    for (const type of Object.keys(counts)) expect(counts[type], type).toBeGreaterThan(0);
    expect(counts.ReferralClosed).toBeGreaterThanOrEqual(counts.ReferralOpened! / 4);
    const { rows } = await stack.careledger.db.query<{ milestone: string }>("SELECT DISTINCT data->>'milestone' AS milestone FROM events WHERE type = 'ReferralMilestoneRecorded'");
    expect(rows.map((row) => row.milestone).sort()).toEqual(['accepted', 'approved', 'hospital-admission', 'hospital-discharge', 'move-in', 'move-out', 'on-site-visit']);
  });
});
