import type { Actor } from './actor';
import { assessmentPolicy } from './assessment-policy';
import type { ActionsOf, CategoryPolicy } from './category-policy';
import { auditPolicy, jobPolicy, operationsPolicy } from './operations-policy';
import { recordPolicies } from './record-policies';
import { exportPolicy } from '../export/export-policy';
import { integrityPolicy } from '../integrity/integrity-policy';
import type { RecordFacts } from './resource';

const allPolicies = [assessmentPolicy, operationsPolicy, auditPolicy, jobPolicy, ...recordPolicies, exportPolicy, integrityPolicy] as const;

/** Every action the policy knows, `<category>.<verb>`. */
export type PolicyAction = ActionsOf<(typeof allPolicies)[number]>;
export type PolicyResource = RecordFacts;

const policiesByCategory = new Map<string, CategoryPolicy>(
  allPolicies.map((policy) => [policy.category, policy as unknown as CategoryPolicy]),
);

export const policyActions: readonly PolicyAction[] = allPolicies.flatMap((policy) =>
  policy.verbs.map((verb) => `${policy.category}.${verb}` as PolicyAction),
);

export const isPolicyAction = (value: string): value is PolicyAction => policyActions.includes(value as PolicyAction);

/**
 * The one authorization check, for every command and query (DESIGN.md section 6). An action the
 * policy does not know is refused to everyone, administrators included, so a typo fails closed.
 */
export const can = (actor: Actor, action: string, resource?: PolicyResource): boolean => {
  const separator = action.indexOf('.');
  if (separator < 0) return false;
  const policy = policiesByCategory.get(action.slice(0, separator));
  const verb = action.slice(separator + 1);
  return policy !== undefined && policy.verbs.includes(verb) && policy.may(actor, verb, resource);
};
