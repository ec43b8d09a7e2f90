import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed with
 * the secret's bytes (the base64 after `whsec_`).
 */
export const webhookSignature = (secret: string, id: string, timestamp: number, body: string): string => {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
};
