import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sendWebhook } from './send-webhook';
import { isForbiddenAddress, webhookTargetProblem } from './webhook-target';

const closed = { allowPrivateTargets: false };
const open = { allowPrivateTargets: true };

describe('webhook targets', () => {
  it('refuses loopback, private, link-local and reserved addresses, IPv4 written as IPv6 too', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '100.64.0.1', '::1', 'fd00::1', '::ffff:127.0.0.1']) {
      expect(isForbiddenAddress(address), address).toBe(true);
      expect(isForbiddenAddress(address, true), address).toBe(false);
    }
    for (const address of ['169.254.169.254', 'fe80::1', '0.0.0.0', '::', '224.0.0.1', '::ffff:169.254.169.254']) {
      expect(isForbiddenAddress(address, true), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) expect(isForbiddenAddress(address), address).toBe(false);
  });

  it('names the rule for a URL whose host is forbidden, by literal or by name', async () => {
    expect(await webhookTargetProblem('http://127.0.0.1:8080/hook', closed)).toBe('must not point at a loopback, private, link-local or reserved address (127.0.0.1 is 127.0.0.1)');
    expect(await webhookTargetProblem('http://localhost/hook', closed)).toMatch(/^must not point at a loopback, private, link-local or reserved address \(localhost is/);
    expect(await webhookTargetProblem('http://[::1]/hook', closed)).toMatch(/^must not point at a loopback/);
    expect(await webhookTargetProblem('http://169.254.169.254/latest/meta-data/', open)).toMatch(/^must not point at/);
    expect(await webhookTargetProblem('file:///etc/passwd', open)).toBe('must be an absolute http: or https: URL');
    expect(await webhookTargetProblem('http://127.0.0.1:8080/hook', open)).toBeUndefined();
  });

  it('sends nothing to a loopback receiver without the setting, and follows no redirect', async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(request.url ?? '');
      response.writeHead(302, { location: '/elsewhere' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://localhost:${(server.address() as AddressInfo).port}/hook`;
    try {
      const refused = await sendWebhook({ url, headers: {}, body: '{}', timeoutMs: 2_000 }, closed);
      expect(refused).toMatchObject({ ok: false, statusCode: null });
      expect(refused.error).toMatch(/must not point at a loopback/);
      expect(seen).toEqual([]);
      const redirected = await sendWebhook({ url, headers: {}, body: '{}', timeoutMs: 2_000 }, open);
      expect(redirected).toMatchObject({ ok: false, statusCode: 302, error: 'The receiver answered 302 (a redirect, which is not followed).' });
      expect(seen).toEqual(['/hook']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
