import { CardBatchCommandsHttp, PaymentCommandsHttp, ProductCommandsHttp, SubscriptionCommandsHttp, TaxRateCommandsHttp } from './billing.http';
import { ReferencedCreateHandler } from './referenced-create/referenced-create.handler';

export const billingCommandHandlers = [ReferencedCreateHandler];
export const billingCommandControllers = [ProductCommandsHttp, TaxRateCommandsHttp, SubscriptionCommandsHttp, PaymentCommandsHttp, CardBatchCommandsHttp];
