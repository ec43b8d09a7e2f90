import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, PostActionOf } from '../support/api-client';
import { registeredPatient } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(testDatabases())('assessment commands over HTTP on $name', (database) => {
  let stack: RunningStack;
  let agency: ApiClient;
  let admin: ApiClient;
  /** Patients of the demo agency, registered by a family, and referred by the demo partner. */
  let agencyPatient: string;
  let familyPatient: string;
  let partnerPatient: string;

  beforeAll(async () => {
    stack = await startStack(database);
    agency = await stack.as('agency');
    admin = await stack.as('admin');
    agencyPatient = await registeredPatient(agency, { agencyId: DEMO_AGENCY_ID });
    familyPatient = await registeredPatient(await stack.as('user'));
    partnerPatient = await registeredPatient(await stack.as('partner'), { partnerId: DEMO_PARTNER_ID });
  });
  afterAll(async () => stack?.stop());

  const create = async (client: ApiClient = agency, body: Record<string, unknown> = {}) => {
    const response = await client.post('/api/assessments', { patientId: agencyPatient, summary: 'Mobility review', ...body });
    expect(response.status).toBe(201);
    return response.body as { id: string; version: number; globalPosition: number };
  };

  /** Runs `attempt` and checks that it appended nothing to the store. */
  const refusedWithoutEvents = async (attempt: () => Promise<{ status: number; body: any }>) => {
    const before = await stack.headPosition();
    const response = await attempt();
    expect(await stack.headPosition()).toBe(before);
    return response;
  };

  it('creates an assessment PENDING for an agency and moves it through its life', async () => {
    const created = await create();
    expect(created).toMatchObject({ version: 0 });
    let version = created.version;
    for (const [action, extra] of [
      ['schedule', { visitAt: inDays(3) }],
      ['reschedule', { visitAt: inDays(4) }],
      ['approve', {}],
      ['activate', {}],
      ['complete', {}],
    ] as const) {
      const response = await agency.post(`/api/assessments/${created.id}/${action}`, { expectedVersion: version, ...extra });
      expect(response.status, `${action}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(response.body).toMatchObject({ id: created.id, version: version + 1 });
      expect(response.body.globalPosition).toBeGreaterThan(created.globalPosition);
      version = response.body.version;
    }
    const events = await stack.careledger.db.query<{ type: string }>(
      'SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`assessment-${created.id}`],
    );
    expect(events.rows.map((row) => row.type)).toEqual([
      'AssessmentCreated',
      'AssessmentScheduled',
      'AssessmentRescheduled',
      'AssessmentApproved',
      'AssessmentActivated',
      'AssessmentCompleted',
    ]);
  });

  it('stores who did it, when and why in every event', async () => {
    const created = await create();
    const { rows } = await stack.careledger.db.query<{ metadata: Record<string, unknown> }>(
      'SELECT metadata FROM events WHERE stream_id = $1',
      [`assessment-${created.id}`],
    );
    expect(rows[0]?.metadata).toMatchObject({ actorId: expect.any(String), actorRole: 3, schemaVersion: 1 });
    expect(rows[0]?.metadata).toHaveProperty('correlationId');
    expect(rows[0]?.metadata).toHaveProperty('causationId');
    expect(rows[0]?.metadata).toHaveProperty('occurredAt');
  });

  it('creates REQUESTED for a family, who may then only cancel it', async () => {
    const family = await stack.as('user');
    const created = await create(family, { patientId: familyPatient, agencyId: DEMO_AGENCY_ID });
    const row = await family.get(`/api/assessments/${created.id}`, { headers: { 'x-min-position': String(created.globalPosition) } });
    expect(row.body.status).toBe(7);
    const pend = await refusedWithoutEvents(() => family.post(`/api/assessments/${created.id}/pend`, { expectedVersion: 0 }));
    expect(pend.status).toBe(403);
    const cancel = await family.post(`/api/assessments/${created.id}/cancel`, { expectedVersion: 0, reason: 'Found another provider' });
    expect(cancel.status).toBe(200);
  });

  it('takes the request path under a client-chosen id, once', async () => {
    const id = randomUUID();
    const partner = await stack.as('partner');
    const first = await partner.post(`/api/assessments/${id}/request`, { patientId: partnerPatient, agencyId: DEMO_AGENCY_ID });
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(id);
    const again = await refusedWithoutEvents(() => partner.post(`/api/assessments/${id}/request`, { patientId: partnerPatient }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('assessment_already_exists');
  });

  describe('bad input gets a clear 4xx and appends nothing', () => {
    it('missing fields', async () => {
      const response = await refusedWithoutEvents(() => agency.post('/api/assessments', { summary: 'no patient' }));
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual({ path: 'patientId', message: expect.stringMatching(/required|UUID/i) });
    });

    it('wrong types', async () => {
      const response = await refusedWithoutEvents(() =>
        agency.post('/api/assessments', { patientId: 12, careServiceId: 'nursing', summary: false }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['careServiceId', 'patientId', 'summary']);
    });

    it('unknown fields and unknown catalog ids', async () => {
      const response = await refusedWithoutEvents(() =>
        agency.post('/api/assessments', { patientId: randomUUID(), careServiceId: 999, colour: 'blue' }),
      );
      expect(response.status).toBe(400);
      const paths = response.body.errors.map((error: { path: string }) => error.path);
      expect(paths).toContain('careServiceId');
      expect(paths.join(' ')).toMatch(/colour/);
    });

    it('an unknown action', async () => {
      const created = await create();
      const response = await refusedWithoutEvents(() => agency.requestUndocumented('POST', `/api/assessments/${created.id}/explode`, { body: { expectedVersion: 0 } }));
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('unknown_action');
    });

    it('a missing or malformed expected version', async () => {
      const created = await create();
      const missing = await refusedWithoutEvents(() => agency.post(`/api/assessments/${created.id}/schedule`, { visitAt: inDays(2) }));
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toContainEqual(expect.objectContaining({ path: 'expectedVersion' }));
      const negative = await refusedWithoutEvents(() =>
        agency.post(`/api/assessments/${created.id}/schedule`, { expectedVersion: -1, visitAt: inDays(2) }),
      );
      expect(negative.status).toBe(400);
    });

    it('a stale version: 409 with the actual version', async () => {
      const created = await create();
      const scheduled = await agency.post(`/api/assessments/${created.id}/schedule`, { expectedVersion: 0, visitAt: inDays(2) });
      expect(scheduled.status).toBe(200);
      const stale = await refusedWithoutEvents(() =>
        agency.post(`/api/assessments/${created.id}/reschedule`, { expectedVersion: 0, visitAt: inDays(5) }),
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ expectedVersion: 0, actualVersion: 1 });
    });

    it('a transition the current status does not allow: 422 with the rule', async () => {
      const created = await create();
      const response = await refusedWithoutEvents(() => agency.post(`/api/assessments/${created.id}/approve`, { expectedVersion: 0 }));
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: 'illegal_transition', message: expect.stringMatching(/PENDING/) });
    });

    it('a visit time in the past or not a date', async () => {
      const created = await create();
      const past = await refusedWithoutEvents(() =>
        agency.post(`/api/assessments/${created.id}/schedule`, { expectedVersion: 0, visitAt: '2020-01-01T10:00:00Z' }),
      );
      expect(past.status).toBe(422);
      const garbage = await refusedWithoutEvents(() =>
        agency.post(`/api/assessments/${created.id}/schedule`, { expectedVersion: 0, visitAt: 'next tuesday' }),
      );
      expect(garbage.status).toBe(400);
      expect(garbage.body.errors).toContainEqual(expect.objectContaining({ path: 'visitAt' }));
    });

    it('foreign ids: malformed, unknown, and another agency\'s', async () => {
      const malformed = await refusedWithoutEvents(() => agency.post('/api/assessments/not-a-uuid/approve', { expectedVersion: 0 }));
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors).toEqual([{ path: 'id', message: 'must be a UUID' }]);
      const unknown = await refusedWithoutEvents(() => agency.post(`/api/assessments/${randomUUID()}/pend`, { expectedVersion: 0 }));
      expect(unknown.status).toBe(404);
      const theirs = await create();
      const provider = await stack.as('provider');
      const foreign = await refusedWithoutEvents(() =>
        provider.post(`/api/assessments/${theirs.id}/schedule`, { expectedVersion: 0, visitAt: inDays(2) }),
      );
      expect(foreign.status).toBe(403);
      const otherAgency = await refusedWithoutEvents(() =>
        provider.post('/api/assessments', { patientId: agencyPatient, agencyId: DEMO_AGENCY_ID }),
      );
      expect(otherAgency.status).toBe(403);
    });

    it("another agency's patient: 403, also when the assessment names the caller's own agency", async () => {
      const provider = await stack.as('provider');
      for (const body of [{ patientId: agencyPatient }, { patientId: agencyPatient, agencyId: null }]) {
        const response = await refusedWithoutEvents(() => provider.post('/api/assessments', body));
        expect(response.status, JSON.stringify(response.body)).toBe(403);
      }
    });

    it("someone else's patient for a family or a partner: 403; their own: 201", async () => {
      const family = await stack.as('user');
      const partner = await stack.as('partner');
      expect((await refusedWithoutEvents(() => family.post('/api/assessments', { patientId: agencyPatient }))).status).toBe(403);
      expect((await refusedWithoutEvents(() => family.post('/api/assessments', { patientId: partnerPatient }))).status).toBe(403);
      expect((await refusedWithoutEvents(() => partner.post('/api/assessments', { patientId: familyPatient }))).status).toBe(403);
      expect((await refusedWithoutEvents(() => partner.post(`/api/assessments/${randomUUID()}/request`, { patientId: agencyPatient }))).status).toBe(403);
      expect((await partner.post('/api/assessments', { patientId: partnerPatient })).status).toBe(201);
    });

    it('an unknown patient: 422 patient_not_found for every role, admins included', async () => {
      for (const client of [admin, agency, await stack.as('user')]) {
        const response = await refusedWithoutEvents(() => client.post('/api/assessments', { patientId: randomUUID() }));
        expect(response.status).toBe(422);
        expect(response.body.code).toBe('patient_not_found');
      }
    });

    it('a role that may not create', async () => {
      const caregiver = await stack.as('caregiver');
      const response = await refusedWithoutEvents(() => caregiver.post('/api/assessments', { patientId: agencyPatient }));
      expect(response.status).toBe(403);
    });
  });

  it('publishes the request schemas it validates with in the OpenAPI document', async () => {
    const document = (await stack.client().getUndocumented('/api/docs-json')).body;
    const create = document.paths['/api/assessments'].post.requestBody.content['application/json'].schema;
    expect(create.required).toEqual(['patientId']);
    expect(create.additionalProperties).toBe(false);
    const schedule = document.paths['/api/assessments/{id}/schedule'].post.requestBody.content['application/json'].schema;
    expect(schedule.required).toEqual(['expectedVersion', 'visitAt']);
    expect(document.paths['/api/assessments/{id}/cancel'].post.requestBody.content['application/json'].schema.required).toEqual(['expectedVersion', 'reason']);
  });

  describe('shifts and survey answers', () => {
    const hours = (fromDays: number, hour: number) => new Date(Date.now() + fromDays * 86_400_000 + hour * 3_600_000).toISOString();
    const shift = (day: number, from: number, to: number) => ({ shiftId: randomUUID(), startsAt: hours(day, from), endsAt: hours(day, to) });
    /** An assessment of the demo agency, taken to APPROVED; answers its id and version. */
    const approvedAssessment = async () => {
      const created = await create();
      expect((await agency.post(`/api/assessments/${created.id}/schedule`, { expectedVersion: 0, visitAt: inDays(2) })).status).toBe(200);
      expect((await agency.post(`/api/assessments/${created.id}/approve`, { expectedVersion: 1 })).status).toBe(200);
      return { id: created.id, version: 2 };
    };
    const act = async (client: ApiClient, id: string, action: PostActionOf<'/api/assessments/{id}'>, body: Record<string, unknown>) => {
      const response = await client.post(`/api/assessments/${id}/${action}`, body);
      expect(response.status, `${action}: ${JSON.stringify(response.body)}`).toBe(200);
      return response.body as { version: number; globalPosition: number };
    };

    it('adds, changes and cancels shifts while APPROVED and ACTIVE, and takes survey answers', async () => {
      const { id } = await approvedAssessment();
      const first = shift(5, 8, 12);
      const second = shift(5, 12, 18);
      await act(agency, id, 'add-shift', { expectedVersion: 2, ...first, caregiverId: CAREGIVER_ID });
      await act(agency, id, 'add-shift', { expectedVersion: 3, ...second });
      await act(agency, id, 'change-shift', { expectedVersion: 4, shiftId: second.shiftId, endsAt: hours(5, 20), caregiverId: CAREGIVER_ID });
      await act(agency, id, 'cancel-shift', { expectedVersion: 5, shiftId: first.shiftId, reason: 'Patient at a day program' });
      await act(agency, id, 'activate', { expectedVersion: 6 });
      await act(agency, id, 'add-shift', { expectedVersion: 7, ...shift(6, 9, 17) });
      const answered = await act(agency, id, 'answer-survey', { expectedVersion: 8, answers: [{ questionId: 'lives-alone', value: true }, { questionId: 'stairs', value: 12 }] });
      const row = await agency.get(`/api/assessments/${id}`, { headers: { 'x-min-position': String(answered.globalPosition) } });
      expect(row.body).toMatchObject({ status: 4, version: 9 });
      const events = await stack.careledger.db.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`assessment-${id}`]);
      expect(events.rows.map((event) => event.type).slice(3)).toEqual([
        'AssessmentShiftAdded',
        'AssessmentShiftAdded',
        'AssessmentShiftChanged',
        'AssessmentShiftCancelled',
        'AssessmentActivated',
        'AssessmentShiftAdded',
        'AssessmentSurveyAnswered',
      ]);
    });

    it('lets the family that asked answer the survey, and nothing about shifts', async () => {
      const family = await stack.as('user');
      const created = await create(family, { patientId: familyPatient, agencyId: DEMO_AGENCY_ID });
      await act(family, created.id, 'answer-survey', { expectedVersion: 0, answers: [{ questionId: 'main-concern', value: 'Falls at night' }] });
      const { id } = await approvedAssessment();
      const shifts = await refusedWithoutEvents(() => family.post(`/api/assessments/${id}/add-shift`, { expectedVersion: 2, ...shift(5, 8, 12) }));
      expect(shifts.status).toBe(403);
      const caregiver = await stack.as('caregiver');
      expect((await refusedWithoutEvents(() => caregiver.post(`/api/assessments/${id}/answer-survey`, { expectedVersion: 2, answers: [{ questionId: 'q', value: 1 }] }))).status).toBe(403);
      const provider = await stack.as('provider');
      expect((await refusedWithoutEvents(() => provider.post(`/api/assessments/${id}/add-shift`, { expectedVersion: 2, ...shift(5, 8, 12) }))).status).toBe(403);
    });

    it('answers 400 naming each bad field, 404 for an unknown assessment, 409 when stale', async () => {
      const { id } = await approvedAssessment();
      const bad = await refusedWithoutEvents(() => agency.post(`/api/assessments/${id}/add-shift`, { expectedVersion: 2, shiftId: 'first', startsAt: 'tomorrow', caregiverId: 'carmen' }));
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((error: { path: string }) => error.path)).toEqual(['shiftId', 'startsAt', 'endsAt', 'caregiverId']);
      const survey = await refusedWithoutEvents(() => agency.post(`/api/assessments/${id}/answer-survey`, { expectedVersion: 2, answers: [] }));
      expect(survey.body.errors).toEqual([{ path: 'answers', message: 'must hold at least one answer' }]);
      expect((await refusedWithoutEvents(() => agency.post(`/api/assessments/${randomUUID()}/add-shift`, { expectedVersion: 2, ...shift(5, 8, 12) }))).status).toBe(404);
      const stale = await refusedWithoutEvents(() => agency.post(`/api/assessments/${id}/add-shift`, { expectedVersion: 1, ...shift(5, 8, 12) }));
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ expectedVersion: 1, actualVersion: 2 });
    });

    it('answers 422 for a shift the rules refuse, and stores nothing', async () => {
      const pending = await create();
      const early = await refusedWithoutEvents(() => agency.post(`/api/assessments/${pending.id}/add-shift`, { expectedVersion: 0, ...shift(5, 8, 12) }));
      expect(early.status).toBe(422);
      expect(early.body.code).toBe('shifts_not_open');
      const { id } = await approvedAssessment();
      const first = shift(5, 8, 12);
      await act(agency, id, 'add-shift', { expectedVersion: 2, ...first });
      const refusals: [Record<string, unknown>, PostActionOf<'/api/assessments/{id}'>, string][] = [
        [{ ...shift(5, 10, 14) }, 'add-shift', 'shift_overlaps'],
        [{ ...shift(5, 14, 13) }, 'add-shift', 'shift_ends_before_start'],
        [{ ...shift(5, 0, 25) }, 'add-shift', 'shift_too_long'],
        [{ shiftId: randomUUID(), caregiverId: CAREGIVER_ID }, 'change-shift', 'shift_not_found'],
        [{ shiftId: first.shiftId }, 'change-shift', 'shift_unchanged'],
      ];
      for (const [body, action, code] of refusals) {
        const refused = await refusedWithoutEvents(() => agency.post(`/api/assessments/${id}/${action}`, { expectedVersion: 3, ...body }));
        expect(refused.status, code).toBe(422);
        expect(refused.body.code).toBe(code);
      }
      await act(agency, id, 'cancel-shift', { expectedVersion: 3, shiftId: first.shiftId, reason: 'Not needed' });
      const again = await refusedWithoutEvents(() => agency.post(`/api/assessments/${id}/change-shift`, { expectedVersion: 4, shiftId: first.shiftId, endsAt: hours(5, 13) }));
      expect(again.body.code).toBe('shift_cancelled');
      await act(agency, id, 'cancel', { expectedVersion: 4, reason: 'Family moved' });
      const closed = await refusedWithoutEvents(() => agency.post(`/api/assessments/${id}/answer-survey`, { expectedVersion: 5, answers: [{ questionId: 'q', value: 'late' }] }));
      expect(closed.body.code).toBe('survey_closed');
    });

    it('documents the shift and survey actions in the OpenAPI document', async () => {
      const paths = (await stack.client().getUndocumented('/api/docs-json')).body.paths;
      for (const action of ['approve', 'add-shift', 'change-shift', 'cancel-shift', 'answer-survey']) {
        expect(paths[`/api/assessments/{id}/${action}`]?.post, action).toBeDefined();
      }
      expect(paths['/api/assessments/{id}/add-shift'].post.requestBody.content['application/json'].schema.required).toEqual(['expectedVersion', 'shiftId', 'startsAt', 'endsAt']);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first answer and appends once', async () => {
      const key = `create-${randomUUID()}`;
      const body = { patientId: agencyPatient, summary: 'Retry me' };
      const first = await admin.post('/api/assessments', body, { headers: { 'idempotency-key': key } });
      const before = await stack.headPosition();
      const retry = await admin.post('/api/assessments', body, { headers: { 'idempotency-key': key } });
      expect(first.status).toBe(201);
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
      expect(await stack.headPosition()).toBe(before);
    });

    it('answers concurrent requests with one key with the first answer, appending once', async () => {
      const key = `create-${randomUUID()}`;
      const body = { patientId: agencyPatient, summary: 'Sent five times at once' };
      const before = await stack.headPosition();
      const answers = await Promise.all(Array.from({ length: 5 }, () => admin.post('/api/assessments', body, { headers: { 'idempotency-key': key } })));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      const created = (answers[0]?.body as { globalPosition: number }).globalPosition;
      expect(await stack.headPosition()).toBe(created);
      expect(created).toBeGreaterThan(before);
    });

    it('refuses the same key for a different request', async () => {
      const key = `create-${randomUUID()}`;
      await admin.post('/api/assessments', { patientId: agencyPatient }, { headers: { 'idempotency-key': key } });
      const other = await refusedWithoutEvents(() =>
        admin.post('/api/assessments', { patientId: familyPatient }, { headers: { 'idempotency-key': key } }),
      );
      expect(other.status).toBe(422);
    });

    it('lets a corrected retry use the key of a refused command', async () => {
      const key = `create-${randomUUID()}`;
      const refused = await admin.post('/api/assessments', { patientId: 'nope' }, { headers: { 'idempotency-key': key } });
      expect(refused.status).toBe(400);
      const corrected = await admin.post('/api/assessments', { patientId: agencyPatient }, { headers: { 'idempotency-key': key } });
      expect(corrected.status).toBe(201);
    });
  });
});

describe.each(testDatabases())('assessment shift demo data on $name', (database) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStack(database, { patients: 20 });
  });
  afterAll(async () => stack?.stop());

  it('gives some approved or active demo assessments shifts, some changed, some cancelled', async () => {
    const { rows } = await stack.careledger.db.query<{ type: string; n: number | string }>(
      "SELECT type, count(*) AS n FROM events WHERE type LIKE 'AssessmentShift%' GROUP BY type",
    );
    const counts = Object.fromEntries(rows.map((row) => [row.type, Number(row.n)]));
    expect(counts.AssessmentShiftAdded).toBeGreaterThan(0);
    expect(counts.AssessmentShiftChanged).toBeGreaterThan(0);
    expect(counts.AssessmentShiftCancelled).toBeGreaterThan(0);
  });
});
