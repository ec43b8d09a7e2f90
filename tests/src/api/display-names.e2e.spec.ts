import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserBySlug } from '@careledger/app';
import { displayNamesOf, namedKinds, noReadModelCache, type NamedKind } from '@careledger/query-service';
import type { ApiClient } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

describe.each(testDatabases())('answers name the people and agencies they mention, on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;
  const agencyUser = demoUserBySlug('agency');

  beforeAll(async () => {
    stack = await startStack(database, { patients: 5 });
    [admin, agency] = await Promise.all([stack.as('admin'), stack.as('agency')]);
  });
  afterAll(async () => stack?.stop());

  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });
  const agencyName = async (): Promise<string> => {
    const { rows } = await stack.careledger.db.query<{ name: string }>('SELECT name FROM agencies WHERE id = $1', [agencyUser.agencyId]);
    return rows[0]?.name ?? '';
  };

  it('names the patient, the agency and the author of an assessment, and a renamed patient by the new name', async () => {
    const patient = accepted(await agency.post('/api/patients', { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1941-02-04' }), 201);
    const assessment = accepted(await agency.post('/api/assessments', { patientId: patient.id, summary: 'Mobility review' }), 201);
    const expected = { patientId: patient.id, patientName: 'Ada Lovelace', agencyName: await agencyName(), createdByName: agencyUser.name };
    expect(expected.agencyName).not.toBe('');

    const listed = await agency.get(`/api/assessments?patientId=${patient.id}`, await caughtUp());
    expect(listed.body.data).toEqual([expect.objectContaining({ id: assessment.id, ...expected })]);
    expect((await agency.get(`/api/assessments/${assessment.id}`)).body).toMatchObject(expected);
    const history = await agency.get(`/api/assessments/${assessment.id}/history`);
    expect(history.body.data[0]).toMatchObject({ actorId: agencyUser.id, actorName: agencyUser.name });

    accepted(await agency.post(`/api/patients/${patient.id}/update-demographics`, { expectedVersion: patient.version, firstName: 'Augusta', lastName: 'Lovelace' }));
    const renamed = await agency.get(`/api/assessments?patientId=${patient.id}`, await caughtUp());
    expect(renamed.body.data[0]).toMatchObject({ patientName: 'Augusta Lovelace' });
    expect((await agency.get(`/api/patients/${patient.id}`)).body).toMatchObject({ agencyName: expected.agencyName, createdByName: agencyUser.name });
  });

  it('finds a name for every kind of id an answer can name', async () => {
    const { db } = stack.careledger;
    const someOf: Record<NamedKind, string> = {
      patient: "SELECT id::text AS id, first_name || ' ' || last_name AS name FROM patients LIMIT 1",
      agency: 'SELECT id::text AS id, name FROM agencies LIMIT 1',
      user: 'SELECT id::text AS id, name FROM logins LIMIT 1',
      caregiver: "SELECT id::text AS id, first_name || ' ' || last_name AS name FROM caregivers LIMIT 1",
      hub: 'SELECT id::text AS id, name FROM shared_living_hubs LIMIT 1',
    };
    await stack.waitForProjections();
    for (const kind of namedKinds) {
      const { rows } = await db.query<{ id: string; name: string }>(someOf[kind]);
      const [known] = rows;
      if (!known) throw new Error(`The demo has no ${kind}`);
      const names = await displayNamesOf({ db, readModelCache: noReadModelCache }, kind, [known.id.toUpperCase(), 'not-an-id']);
      expect([kind, names.get(known.id)]).toEqual([kind, known.name]);
      expect(names.size).toBe(1);
    }
  });

  it('names the actor of every audit event', async () => {
    const events = await admin.get(`/api/audit/events?actor=${agencyUser.id}&pageSize=5`, await caughtUp());
    expect(events.body.data.length).toBeGreaterThan(0);
    for (const event of events.body.data) expect(event).toMatchObject({ actorId: agencyUser.id, actorName: agencyUser.name });
  });

  it('names whom a subscription and its payments bill, and who sold it', async () => {
    const { body } = await admin.get('/api/subscriptions?pageSize=100', await caughtUp());
    const named = async (kind: NamedKind, id: string | null) =>
      id === null ? null : ((await displayNamesOf({ db: stack.careledger.db, readModelCache: noReadModelCache }, kind, [id])).get(id) ?? null);
    expect(body.data.length).toBeGreaterThan(0);
    for (const subscription of body.data) {
      expect(subscription).toMatchObject({
        patientName: await named('patient', subscription.patientId),
        userName: await named('user', subscription.userId),
        subscribedByName: await named('user', subscription.subscribedBy),
      });
      expect(subscription.patientName ?? subscription.userName).toEqual(expect.any(String));
    }
    const [first] = body.data;
    expect((await admin.get(`/api/subscriptions/${first.id}`)).body).toMatchObject({ patientName: first.patientName, userName: first.userName });
    const payments = await admin.get(`/api/subscription-payments?subscriptionId=${first.id}`);
    for (const payment of payments.body.data) expect(payment).toMatchObject({ patientName: first.patientName, userName: first.userName });
  });
});
