import { CardBatchCommandsHttp, PaymentCommandsHttp, ProductCommandsHttp, SubscriptionCommandsHttp, TaxRateCommandsHttp } from './billing.http';
import { OpenCardBatchHandler } from './open-card-batch/open-card-batch.handler';
import { ReferencedCreateHandler } from './referenced-create/referenced-create.handler';

export const billingCommandHandlers = [ReferencedCreateHandler, OpenCardBatchHandler];
export const billingCommandControllers = [ProductCommandsHttp, TaxRateCommandsHttp, SubscriptionCommandsHttp, PaymentCommandsHttp, CardBatchCommandsHttp];
