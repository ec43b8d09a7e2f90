export { webhookProjector } from './webhook-projector';
