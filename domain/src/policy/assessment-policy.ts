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
import { always, factsOf, type Condition } from './condition';
import { evaluateCondition } from './evaluate-condition';
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

export type AssessmentReadFacts = { readonly agencyId: string | null; readonly createdBy: string | null };

export const assessmentReadFactsOf = (resource?: AssessmentResource): AssessmentReadFacts => ({
  agencyId: resource?.agencyId ?? null,
  createdBy: resource?.createdBy ?? null,
});

const assessmentFact = factsOf<AssessmentReadFacts>();

/** Who reads an assessment: its agency's staff and caregivers; the family or partner who asked for it. */
export const assessmentReadScope = (actor: Actor): Condition => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return always;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
    case Role.CAREGIVER:
      return assessmentFact.equals('agencyId', actor.agencyId);
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return assessmentFact.equals('createdBy', actor.id);
    default:
      return assertNever(actor.roleId);
  }
};

/**
 * DESIGN.md section 6. Agency-side roles act on their agency's assessments, and may not create
 * one for another agency: they alone (with admins) manage its shifts. Families and partners see,
 * cancel and answer the survey of only what they asked for. Caregivers read their agency's.
 */
export const mayActOnAssessment = (actor: Actor, verb: AssessmentVerb, resource?: AssessmentResource): boolean => {
  if (verb === 'read') return evaluateCondition(assessmentReadScope(actor), assessmentReadFactsOf(resource));
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
      return (verb === 'cancel' || verb === 'answer-survey') && isCreator(actor, resource?.createdBy);
    case Role.CAREGIVER:
      return false;
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
