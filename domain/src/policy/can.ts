import type { Actor } from './actor';
import {
  assessmentVerbs,
  isAssessmentVerb,
  mayActOnAssessment,
  type AssessmentPolicyAction,
  type AssessmentResource,
} from './assessment-policy';
import { isOperationsVerb, mayOperate, operationsVerbs, type OperationsPolicyAction } from './operations-policy';

/** Every action the policy knows, `<category>.<verb>`; grows with each aggregate and query. */
export type PolicyAction = AssessmentPolicyAction | OperationsPolicyAction;
export type PolicyResource = AssessmentResource;

type CategoryPolicy = (actor: Actor, verb: string, resource?: PolicyResource) => boolean;

const policiesByCategory: Record<string, CategoryPolicy> = {
  assessment: (actor, verb, resource) => isAssessmentVerb(verb) && mayActOnAssessment(actor, verb, resource),
  projection: (actor, verb) => isOperationsVerb(verb) && mayOperate(actor, verb),
};

export const policyActions: readonly PolicyAction[] = [
  ...assessmentVerbs.map((verb) => `assessment.${verb}` as const),
  ...operationsVerbs.map((verb) => `projection.${verb}` as const),
];

export const isPolicyAction = (value: string): value is PolicyAction => policyActions.includes(value as PolicyAction);

/**
 * The one authorization check, for every command and query (DESIGN.md section 6). An action the
 * policy does not know is refused to everyone, administrators included, so a typo fails closed.
 */
export const can = (actor: Actor, action: string, resource?: PolicyResource): boolean => {
  const separator = action.indexOf('.');
  if (separator < 0) return false;
  const policy = policiesByCategory[action.slice(0, separator)];
  return policy !== undefined && policy(actor, action.slice(separator + 1), resource);
};
