import { billingReadScope, type BillingReadFacts } from '@careledger/domain';
import { patientOfRecord } from '../patient/patient-scope';
import { numberedCondition, type SqlColumns } from '../policy/compile-condition';
import type { Actor } from '@careledger/http';

const BILLING_READ_COLUMNS: SqlColumns<BillingReadFacts> = { userId: 'user_id', patient: patientOfRecord('patient_id') };

/** The billing `read` rule of the policy (`billingReadScope`) as a SQL condition on `subscriptions` or `payments`. */
export const billingScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } =>
  numberedCondition(billingReadScope(actor), BILLING_READ_COLUMNS, nextParameter);
