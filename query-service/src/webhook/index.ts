import { WebhooksHttp } from './webhooks.http';

export const webhookQueryControllers = [WebhooksHttp];
export { webhookJobDefinitions, type WebhookJobContext } from './webhook-jobs';
export { webhookSignature } from './webhook-signature';
