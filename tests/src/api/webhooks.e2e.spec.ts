import { createHmac } from 'node:crypto';
import { feedAnswer, webhookAnswer, webhookDeliveryListAnswer, webhookListAnswer } from '@careledger/domain';
import { jobQueueCatalogue } from '@careledger/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { Receiver, type Received } from '../support/webhook-receiver';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

/** Standard Webhooks' check, written from the specification: v1, base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` keyed with the base64 after `whsec_`. */
const verified = (secret: string, message: Received): boolean => {
  const id = String(message.headers['webhook-id']);
  const timestamp = String(message.headers['webhook-timestamp']);
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64')).update(`${id}.${timestamp}.${message.body}`).digest('base64');
  return String(message.headers['webhook-signature'])
    .split(' ')
    .some((signature) => signature === `v1,${expected}`);
};

const TYPES = ['PatientRegistered', 'PatientDemographicsUpdated'];

describe.each(testDatabases())('signed webhooks on $name', (database) => {
  let stack: RunningStack;
  let agency: ApiClient;
  let provider: ApiClient;
  let admin: ApiClient;

  const fresh = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });
  const dispatch = () => stack.careledger.jobs.add(jobQueueCatalogue.webhookDispatch.queue, {});
  /** Runs the dispatcher's round until `done` holds (the stack's repeating jobs are off in tests). */
  const until = async (done: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('The webhook deliveries did not arrive in time.');
      await dispatch();
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };

  const subscribe = async (client: ApiClient, url: string, eventTypes = TYPES) => {
    const response = await client.post('/api/webhooks', { url, eventTypes });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.secret).toMatch(/^whsec_/);
    return { id: response.body.id as string, secret: response.body.secret as string };
  };

  const registerPatient = async (client: ApiClient, lastName: string) => {
    const created = await client.post('/api/patients', { firstName: 'Hook', lastName });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const renamed = await client.post(`/api/patients/${created.body.id}/update-demographics`, { expectedVersion: created.body.version, firstName: 'Hooked' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    return created.body.id as string;
  };

  beforeAll(async () => {
    stack = await startStack(database, {
      redisUrl: process.env.REDIS_URL || undefined,
      env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOKS_RETRY_BASE_MS: '200', WEBHOOKS_ATTEMPTS: '6', WEBHOOKS_PAUSE_AFTER_FAILURES: '2', WEBHOOKS_TIMEOUT_MS: '2000' },
    });
    [agency, provider, admin] = await Promise.all([stack.as('agency'), stack.as('provider'), stack.as('admin')]);
    await stack.waitForProjections();
  }, 400_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it("delivers every subscribed event the agency may read, as the feed lists it, signed, in order per record, and none of another agency's", async () => {
    const receiver = await new Receiver().start();
    try {
      const after = await stack.headPosition();
      const { id, secret } = await subscribe(agency, receiver.url);
      const patients = [await registerPatient(agency, 'One'), await registerPatient(agency, 'Two')];
      const foreign = await registerPatient(provider, 'Elsewhere');
      const feed = feedAnswer.parse((await agency.get(`/api/feed?after=${after}&types=${TYPES.join(',')}&limit=1000`, await fresh())).body);
      const expected = feed.data.filter((event) => patients.some((patient) => event.streamId === `patient-${patient}`));
      expect(expected.length).toBeGreaterThanOrEqual(4);
      await until(() => receiver.received.length >= expected.length);
      await dispatch();
      await new Promise((resolve) => setTimeout(resolve, 500));

      const bodies = receiver.received.map((message) => JSON.parse(message.body) as { streamId: string; streamVersion: number; globalPosition: number });
      expect(receiver.received.every((message) => verified(secret, message))).toBe(true);
      expect(receiver.received.map((message) => message.body).sort()).toEqual(expected.map((event) => JSON.stringify(event)).sort());
      expect(receiver.received.map((message) => message.headers['webhook-id'])).toEqual(bodies.map((body) => `${body.streamId}@${body.streamVersion}`));
      for (const patient of patients) {
        const versions = bodies.filter((body) => body.streamId === `patient-${patient}`).map((body) => body.streamVersion);
        expect(versions).toEqual([...versions].sort((a, b) => a - b));
      }
      expect(bodies.some((body) => body.streamId === `patient-${foreign}`)).toBe(false);
      const timestamp = Number(receiver.received[0]!.headers['webhook-timestamp']);
      expect(Math.abs(timestamp - Date.now() / 1_000)).toBeLessThan(60);

      const log = webhookDeliveryListAnswer.parse((await agency.get(`/api/webhooks/${id}/deliveries`)).body);
      expect(log.data.every((row) => row.status === 'delivered' && row.attempts === 1 && row.responseTimeMs !== null)).toBe(true);
      const listed = webhookListAnswer.parse((await agency.get('/api/webhooks', await fresh())).body);
      expect(listed.data.map((row) => row.id)).toContain(id);
      // Both lists page as the console asks them to, and name a bad page size.
      const second = webhookDeliveryListAnswer.parse((await agency.get(`/api/webhooks/${id}/deliveries?page=2&pageSize=1`)).body);
      expect({ page: second.page, pageSize: second.pageSize, total: second.total, rows: second.data.map((row) => row.globalPosition) }).toEqual({ page: 2, pageSize: 1, total: log.total, rows: [log.data[1]!.globalPosition] });
      expect(webhookListAnswer.parse((await agency.get('/api/webhooks?pageSize=100')).body).pageSize).toBe(100);
      const tooBig = await agency.get('/api/webhooks?pageSize=101');
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.errors).toEqual([{ path: 'pageSize', message: 'must be a whole number from 1 to 100' }]);
      expect((await provider.get(`/api/webhooks/${id}`)).status).toBe(404);
      expect(webhookListAnswer.parse((await provider.get('/api/webhooks')).body).data.map((row) => row.id)).not.toContain(id);
      expect((await agency.post(`/api/webhooks/${id}/delete`, {})).status).toBe(200);
    } finally {
      await receiver.stop();
    }
  }, 120_000);

  it('retries a receiver that answers 500 with growing delays, then pauses the subscription and says why', async () => {
    const receiver = await new Receiver().start();
    receiver.answer = { status: 500 };
    try {
      const { id } = await subscribe(agency, receiver.url, ['PatientRegistered']);
      await registerPatient(agency, 'Failing');
      await until(() => receiver.received.length >= 6);
      const gaps = receiver.received.slice(1, 6).map((message, index) => message.at - receiver.received[index]!.at);
      expect(gaps[0]).toBeGreaterThanOrEqual(150);
      for (let index = 1; index < gaps.length; index += 1) expect(gaps[index]!).toBeGreaterThan(gaps[index - 1]!);
      expect(new Set(receiver.received.map((message) => message.headers['webhook-id'])).size).toBe(1);
      await until(async () => webhookDeliveryListAnswer.parse((await agency.get(`/api/webhooks/${id}/deliveries`)).body).data[0]?.status === 'failed');
      expect(webhookDeliveryListAnswer.parse((await agency.get(`/api/webhooks/${id}/deliveries`)).body).data[0]).toMatchObject({
        status: 'failed',
        attempts: 6,
        lastStatusCode: 500,
        lastError: 'The receiver answered 500.',
      });

      await registerPatient(agency, 'Failing again');
      await until(async () => webhookAnswer.parse((await agency.get(`/api/webhooks/${id}`)).body).pausedReason === 'failures');
      const paused = webhookAnswer.parse((await agency.get(`/api/webhooks/${id}`)).body);
      expect(paused).toMatchObject({ status: 'paused', pausedReason: 'failures', lastError: 'The receiver answered 500.' });
      expect(paused.consecutiveFailures).toBe(2);

      // Resumed against a mended receiver, "redeliver" sends the given-up events again.
      receiver.answer = { status: 200 };
      expect((await agency.post(`/api/webhooks/${id}/resume`, {})).status).toBe(200);
      const givenUp = webhookDeliveryListAnswer.parse((await agency.get(`/api/webhooks/${id}/deliveries`)).body).data;
      expect(givenUp.map((row) => row.status)).toEqual(['failed', 'failed']);
      for (const row of givenUp) expect((await agency.post(`/api/webhooks/${id}/deliveries/${row.globalPosition}/redeliver`, {})).status).toBe(202);
      expect((await agency.post(`/api/webhooks/${id}/deliveries/${givenUp[0]!.globalPosition}/redeliver`, {})).status).toBe(202);
      await until(async () => {
        const rows = webhookDeliveryListAnswer.parse((await agency.get(`/api/webhooks/${id}/deliveries`)).body).data;
        return rows.length === 2 && rows.every((row) => row.status === 'delivered');
      });
    } finally {
      await receiver.stop();
    }
  }, 120_000);

  it('delivers nothing while paused, and after the receiver was down it gets everything it missed', async () => {
    const receiver = await new Receiver().start();
    try {
      const { id } = await subscribe(agency, receiver.url, ['PatientRegistered']);
      expect((await agency.post(`/api/webhooks/${id}/pause`, {})).status).toBe(200);
      await stack.waitForProjections();
      await registerPatient(agency, 'Paused');
      for (let round = 0; round < 5; round += 1) {
        await dispatch();
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(receiver.received).toEqual([]);

      const port = receiver.port;
      await receiver.stop();
      expect((await agency.post(`/api/webhooks/${id}/resume`, {})).status).toBe(200);
      const missed = [await registerPatient(agency, 'Missed one'), await registerPatient(agency, 'Missed two')];
      await stack.waitForProjections();
      for (let round = 0; round < 4; round += 1) {
        await dispatch();
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await receiver.start(port);
      await until(() => receiver.received.length >= 3);
      const streams = receiver.received.map((message) => (JSON.parse(message.body) as { streamId: string }).streamId);
      for (const patient of missed) expect(streams).toContain(`patient-${patient}`);
    } finally {
      await receiver.stop();
    }
  }, 120_000);

  it('refuses hostile targets with a 400 naming url, and counts a redirect as a failed delivery', async () => {
    // The suite allows loopback and private receivers (WEBHOOKS_ALLOW_PRIVATE_TARGETS); link-local ones never are. Loopback without the setting: http's webhook-target spec.
    for (const url of ['file:///etc/passwd', 'ftp://example.com/hook', 'http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/hook', 'http://[::ffff:169.254.169.254]/']) {
      const refused = await admin.post('/api/webhooks', { url, eventTypes: TYPES });
      expect(refused.status, url).toBe(400);
      expect(refused.body.errors[0].path, url).toBe('url');
    }
    const redirecting = await new Receiver().start();
    redirecting.answer = { status: 302, location: 'http://169.254.169.254/' };
    try {
      const { id } = await subscribe(agency, redirecting.url, ['PatientRegistered']);
      await registerPatient(agency, 'Redirected');
      await until(async () => webhookDeliveryListAnswer.parse((await agency.get(`/api/webhooks/${id}/deliveries`)).body).data[0]?.lastStatusCode === 302);
      const [row] = webhookDeliveryListAnswer.parse((await agency.get(`/api/webhooks/${id}/deliveries`)).body).data;
      expect(row).toMatchObject({ status: expect.stringMatching(/pending|failed/), deliveredAt: null });
      expect(row!.lastError).toContain('not followed');
      expect(redirecting.received.every((message) => message.headers.host === `127.0.0.1:${redirecting.port}`)).toBe(true);
    } finally {
      await redirecting.stop();
    }
  }, 60_000);
});
