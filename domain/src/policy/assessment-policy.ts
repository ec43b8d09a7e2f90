import { assessmentActions, allowedAssessmentActions, type AssessmentAction } from '../assessment/actions';
import {
  allowedAssessmentDetailActions,
  assessmentShiftActions,
  assessmentSurveyActions,
  type AssessmentDetailAction,
} from '../assessment/detail-actions';
import type { AssessmentState } from '../assessment/state';
import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { isCreator, worksForAgency, type Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { hasPatientAccess } from './patient-access';
import type { RecordFacts } from './resource';

export const assessmentVerbs = ['create', 'request', 'read', ...assessmentActions, ...assessmentShiftActions, ...assessmentSurveyActions] as const;
export type AssessmentVerb = (typeof assessmentVerbs)[number];
export type AssessmentPolicyAction = `assessment.${AssessmentVerb}`;

/** What a rule needs to know about an assessment: whose agency it is, who created it, and (to create one) its patient. */
export type AssessmentResource = Pick<RecordFacts, 'agencyId' | 'createdBy' | 'patient'>;

export const isAssessmentVerb = (value: string): value is AssessmentVerb =>
  assessmentVerbs.includes(value as AssessmentVerb);

const isCreation = (verb: AssessmentVerb): boolean => verb === 'create' || verb === 'request';

/** Work is opened only for a patient the actor may reach (DESIGN.md section 6), never for someone else's. */
const mayOpenFor = (actor: Actor, resource?: AssessmentResource): boolean => hasPatientAccess(actor, resource?.patient);

/**
 * DESIGN.md section 6. Agency-side roles act on their agency's assessments, and may not create
 * one for another agency: they alone (with admins) manage its shifts. Families and partners see,
 * cancel and answer the survey of only what they asked for. Caregivers read their agency's.
 */
export const mayActOnAssessment = (actor: Actor, verb: AssessmentVerb, resource?: AssessmentResource): boolean => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return true;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      if (isCreation(verb)) return mayOpenFor(actor, resource) && (resource?.agencyId == null || worksForAgency(actor, resource.agencyId));
      return worksForAgency(actor, resource?.agencyId);
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      if (isCreation(verb)) return mayOpenFor(actor, resource);
      return (verb === 'read' || verb === 'cancel' || verb === 'answer-survey') && isCreator(actor, resource?.createdBy);
    case Role.CAREGIVER:
      return verb === 'read' && worksForAgency(actor, resource?.agencyId);
    default:
      return assertNever(actor.roleId);
  }
};

export const assessmentPolicy = categoryPolicy('assessment', assessmentVerbs, mayActOnAssessment);

/** The status actions this actor may take on this assessment now: the buttons the console shows. */
export const assessmentActionsAvailableTo = (actor: Actor, state: AssessmentState): readonly AssessmentAction[] =>
  state.status === 'none'
    ? []
    : allowedAssessmentActions(state.status).filter((action) => mayActOnAssessment(actor, action, state));

/** The shift and survey actions this actor may take on this assessment now. */
export const assessmentDetailActionsAvailableTo = (actor: Actor, state: AssessmentState): readonly AssessmentDetailAction[] =>
  state.status === 'none'
    ? []
    : allowedAssessmentDetailActions(state.status).filter((action) => mayActOnAssessment(actor, action, state));
