export { RedeliverWebhookHttp } from './redeliver-webhook.http';
