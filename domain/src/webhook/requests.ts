import { z } from 'zod';
import { ruleMessage } from '../shared/validation';

export const MAX_WEBHOOK_URL_LENGTH = 2_000;
export const MAX_WEBHOOK_EVENT_TYPES = 50;
const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9]*$/;
const URL_RULE = 'must be an absolute http: or https: URL without a user name or password';

/** Where deliveries go, checked for its form here; whether its host may be reached is the edge's question (it needs DNS and the environment). */
export const webhookUrlField = z
  .string({ error: ruleMessage(URL_RULE) })
  .trim()
  .max(MAX_WEBHOOK_URL_LENGTH, { error: `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters` })
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' && url.hostname !== '';
  }, URL_RULE)
  .meta({ format: 'uri' });

/** The same names the feed's `types` takes: the subscription hears events of these types only. */
export const webhookEventTypesField = z
  .array(z.string({ error: ruleMessage('must be an event type name') }).regex(EVENT_TYPE, { error: 'must be an event type name, e.g. PatientRegistered' }), {
    error: ruleMessage('must be a list of event type names'),
  })
  .min(1, { error: 'must name at least one event type' })
  .max(MAX_WEBHOOK_EVENT_TYPES, { error: `must name at most ${MAX_WEBHOOK_EVENT_TYPES} event types` })
  .transform((types) => [...new Set(types)]);

export const webhookCreateShape = { url: webhookUrlField, eventTypes: webhookEventTypesField };
