import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueueCatalogue } from '@careledger/jobs';
import { registeredPatient } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

/** A real receiver on loopback: it keeps the `webhook-id` of each post and answers 204. */
const startReceiver = async () => {
  const received: string[] = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(String(request.headers['webhook-id']));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, url: `http://127.0.0.1:${port}/hook`, stop: () => new Promise((resolve) => server.close(resolve)) };
};

describe('an agency subscribes its system to webhooks in the console', () => {
  let stack: RunningStack;
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  /** Runs the dispatcher's round until `done` holds (the stack's repeating jobs are off in tests). */
  const until = async (done: () => boolean, timeoutMs = 20_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error('The webhook deliveries did not arrive in time.');
      await stack.careledger.jobs.add(jobQueueCatalogue.webhookDispatch.queue, {});
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  beforeAll(async () => {
    requireBuiltConsole();
    receiver = await startReceiver();
    // The receiver listens on loopback, which only a stack that allows private targets posts to.
    stack = await startStack(testDatabases()[0]!, { redisUrl: process.env.REDIS_URL || undefined, env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOKS_RETRY_BASE_MS: '200' } });
    browser = await launchChromium();
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await receiver?.stop();
  });

  it('subscribes a receiver, is shown the secret once, and sees the delivery in the log and sends it again', async () => {
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    const errors = watchConsole(page);
    await signInAs(page, stack.careledger.url, 'agency');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe a URL' });
    await dialog.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
    await dialog.getByRole('combobox', { name: 'Event types' }).fill('PatientRegistered');
    await page.getByRole('option', { name: 'PatientRegistered', exact: true }).click();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    const secret = page.getByTestId('webhook-secret');
    expect(await secret.textContent()).toMatch(/^whsec_/);
    await screenshot(page, 'webhook-secret');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const table = page.getByRole('table', { name: 'Webhooks' });
    await table.getByRole('link', { name: `Delivery log of ${receiver.url}` }).waitFor();
    expect(await page.getByTestId('webhook-secret').count()).toBe(0);

    const patientId = await registeredPatient(await stack.as('agency'), { firstName: 'Hook', lastName: 'Receiver' });
    await until(() => receiver.received.includes(`patient-${patientId}@0`));

    await table.getByRole('link', { name: `Delivery log of ${receiver.url}` }).click();
    await page.getByRole('heading', { name: 'Delivery log' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Deliveries' });
    const row = grid.getByRole('row').filter({ hasText: `patient-${patientId}` });
    await expect.poll(() => row.textContent()).toContain('Delivered');
    expect(await row.textContent()).toContain('PatientRegistered');
    await screenshot(page, 'webhook-deliveries');

    const before = receiver.received.length;
    await row.getByRole('button', { name: `Redeliver PatientRegistered of patient-${patientId}` }).click();
    await page.getByText(/is queued to be sent again\.$/).waitFor();
    await until(() => receiver.received.length > before);
    expect(receiver.received.at(-1)).toBe(`patient-${patientId}@0`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
