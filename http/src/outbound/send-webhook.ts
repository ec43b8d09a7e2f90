import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { FORBIDDEN_TARGET_RULE, isForbiddenAddress, resolveWebhookHost, type WebhookTargetSettings } from './webhook-target';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export interface WebhookResponse {
  ok: boolean;
  statusCode: number | null;
  responseTimeMs: number;
  /** Why the delivery failed, as its log shows it; null when it succeeded. */
  error: string | null;
}

/** At most this much of an answer is read: the receiver's body matters only for its status. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * The address the socket connects to is the one just checked, so a name that resolves to a public
 * address at one moment and to a private one the next (DNS rebinding) cannot slip through.
 */
const checkedLookup =
  (settings: WebhookTargetSettings): LookupFunction =>
  (hostname, options, callback) => {
    resolveWebhookHost(hostname, settings).then(
      (resolved) => {
        if ('problem' in resolved) {
          callback(Object.assign(new Error(`The target ${resolved.problem}.`), { code: 'EWEBHOOKTARGET' }), '', 4);
          return;
        }
        const [first] = resolved.addresses;
        if (options.all) callback(null, resolved.addresses);
        else callback(null, first!.address, first!.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };

/**
 * One POST of a webhook. A 2xx answer is a delivery; anything else (a redirect included: it is
 * never followed) and any network error is a failed attempt, described for the delivery log.
 */
export const sendWebhook = (request: WebhookRequest, settings: WebhookTargetSettings): Promise<WebhookResponse> => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(request.url);
  const send = url.protocol === 'https:' ? httpsRequest : url.protocol === 'http:' ? httpRequest : undefined;
  if (!send) return Promise.resolve({ ok: false, statusCode: null, responseTimeMs: 0, error: `The target must be an http: or https: URL, not ${url.protocol}` });
  // A literal address is connected to without a lookup: it is checked here instead.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(literal) && isForbiddenAddress(literal, settings.allowPrivateTargets)) {
    return Promise.resolve({ ok: false, statusCode: null, responseTimeMs: 0, error: `The target ${FORBIDDEN_TARGET_RULE} (${literal}).` });
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (response: WebhookResponse) => {
      if (settled) return;
      settled = true;
      resolve(response);
    };
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body).toString(), 'user-agent': 'Careledger-Webhooks/1', ...request.headers },
        lookup: checkedLookup(settings),
        timeout: request.timeoutMs,
      },
      (answer: IncomingMessage) => {
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) answer.destroy();
        });
        const done = () => {
          const statusCode = answer.statusCode ?? 0;
          const ok = statusCode >= 200 && statusCode < 300;
          const redirect = statusCode >= 300 && statusCode < 400;
          finish({
            ok,
            statusCode,
            responseTimeMs: elapsed(),
            error: ok ? null : redirect ? `The receiver answered ${statusCode} (a redirect, which is not followed).` : `The receiver answered ${statusCode}.`,
          });
        };
        answer.on('end', done);
        answer.on('close', done);
        answer.on('error', done);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${request.timeoutMs} ms.`)));
    outgoing.on('error', (error) => finish({ ok: false, statusCode: null, responseTimeMs: elapsed(), error: error.message || String(error) }));
    outgoing.end(request.body);
  });
};
