const WEBHOOKS_PATH = '/api/webhooks';

const header = (name: string, description: string) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } });

/** What a subscription's URL receives: OpenAPI 3.0 has no webhooks, so it is the subscribing operation's callback. */
const eventDelivery = {
  '{$request.body#/url}': {
    post: {
      operationId: 'WebhookEventDelivery',
      summary: 'One event the subscription hears, posted to its URL.',
      description:
        'The body is the event exactly as `GET /api/feed` lists it (one of the `<Type>Event` schemas, told apart by `type`). ' +
        'Signed with the Standard Webhooks headers; `webhook-id` is the same on every retry of the event. ' +
        "A record's next event is sent only once this one is delivered or given up.",
      parameters: [
        header('webhook-id', "The event's id, `{streamId}@{streamVersion}`: drop a delivery whose id you have seen."),
        header('webhook-timestamp', 'Unix seconds when this try was signed.'),
        header('webhook-signature', '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the secret.'),
      ],
      requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/FeedEntryAnswer' } } } },
      responses: {
        '2XX': { description: 'Delivered.' },
        default: { description: 'Any other answer, or none in time, is a failed try: retried with doubling delays, then given up.' },
      },
    },
  },
};

/** The document with what a subscription receives described on `POST /api/webhooks`, as its `event` callback. */
export const withWebhookCallbacks = <Document extends { paths: object }>(document: Document): Document => {
  const subscribe = (document.paths as Record<string, Record<string, { callbacks?: object }>>)[WEBHOOKS_PATH]?.post;
  if (subscribe) subscribe.callbacks = { ...subscribe.callbacks, event: eventDelivery };
  return document;
};
