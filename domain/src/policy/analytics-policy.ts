import type { AnalyticsMachine } from '../analytics/activities';
import type { Actor } from './actor';
import { never } from './condition';
import { DomainError } from '../shared/domain-error';
import { billingReadScope } from './subscription-policy';

/** The machines whose records are bills and subscriptions: read under the billing rule, not only the reports rule. */
const BILLING_MACHINES: ReadonlySet<AnalyticsMachine> = new Set<AnalyticsMachine>(['payment', 'subscription']);

/**
 * Whether a measure's figures may go to the reader at all: the reports rule scopes every measure
 * (`scopeReports`), and a measure of bills or subscriptions also needs some billing to read
 * (`billingReadScope`): partners read none, so they get none of its figures either.
 */
export const mayReadMeasure = (actor: Actor, measure: { readonly machine: AnalyticsMachine }): boolean =>
  !BILLING_MACHINES.has(measure.machine) || billingReadScope(actor) !== never;

/** `mayReadMeasure`'s refusal, naming the measure. */
export const measureForbidden = (measureKey: string): DomainError =>
  new DomainError('forbidden', 'analytics_measure_forbidden', `You may not see the figures of ${measureKey}: they are billing records.`);
