import { assessmentActions, allowedAssessmentActions, type AssessmentAction } from '../assessment/actions';
import type { AssessmentState } from '../assessment/state';
import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { isCreator, worksForAgency, type Actor } from './actor';

export const assessmentVerbs = ['create', 'request', 'read', ...assessmentActions] as const;
export type AssessmentVerb = (typeof assessmentVerbs)[number];
export type AssessmentPolicyAction = `assessment.${AssessmentVerb}`;

/** What a rule needs to know about an assessment: whose agency it is and who created it. */
export interface AssessmentResource {
  agencyId?: string | null;
  createdBy?: string | null;
}

export const isAssessmentVerb = (value: string): value is AssessmentVerb =>
  assessmentVerbs.includes(value as AssessmentVerb);

const isCreation = (verb: AssessmentVerb): boolean => verb === 'create' || verb === 'request';

/**
 * DESIGN.md section 6. Agency-side roles act on their agency's assessments, and may not create
 * one for another agency. Families and partners see and cancel only what they asked for.
 */
export const mayActOnAssessment = (actor: Actor, verb: AssessmentVerb, resource?: AssessmentResource): boolean => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return true;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      if (isCreation(verb)) return resource?.agencyId == null || worksForAgency(actor, resource.agencyId);
      return worksForAgency(actor, resource?.agencyId);
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      if (isCreation(verb)) return true;
      return (verb === 'read' || verb === 'cancel') && isCreator(actor, resource?.createdBy);
    case Role.CAREGIVER:
      return verb === 'read' && worksForAgency(actor, resource?.agencyId);
    default:
      return assertNever(actor.roleId);
  }
};

/** The status actions this actor may take on this assessment now: the buttons the console shows. */
export const assessmentActionsAvailableTo = (actor: Actor, state: AssessmentState): readonly AssessmentAction[] =>
  state.status === 'none'
    ? []
    : allowedAssessmentActions(state.status).filter((action) => mayActOnAssessment(actor, action, state));
