import { describe, expect, it } from 'vitest';
import { withWebhookCallbacks } from './webhook-callbacks';

describe('the webhook callback of the document', () => {
  it("describes what a subscription's URL receives on the subscribing operation: the feed's entry, signed", () => {
    const document = withWebhookCallbacks({ paths: { '/api/webhooks': { post: { responses: {} }, get: { responses: {} } } } });
    const delivery = (document.paths['/api/webhooks'].post as { callbacks?: Record<string, Record<string, { post: Record<string, unknown> }>> }).callbacks?.event?.['{$request.body#/url}']?.post;
    expect(delivery?.requestBody).toEqual({ required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/FeedEntryAnswer' } } } });
    expect((delivery?.parameters as { name: string }[]).map((parameter) => parameter.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(document.paths['/api/webhooks'].get).toEqual({ responses: {} });
  });

  it('leaves a document without the subscribing operation as it was', () => {
    expect(withWebhookCallbacks({ paths: { '/api/feed': { get: {} } } })).toEqual({ paths: { '/api/feed': { get: {} } } });
  });
});
