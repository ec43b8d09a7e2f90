import { BillingHttp } from './billing.http';
import { BillingReader } from './billing-reader';

export const billingQueryControllers = [BillingHttp];
export const billingQueryProviders = [BillingReader];
