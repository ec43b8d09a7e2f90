import { Role } from '../catalog/roles';
import type { PostingFacts } from '../posting/facts';
import { PostingStatus, postingRecordActions } from '../posting/posting-statuses';
import { assertNever } from '../shared/decider';
import { worksForAgency, type Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { always, anyOf, factsOf, never, type Condition } from './condition';
import { evaluateCondition } from './evaluate-condition';
import { hasPatientAccess, patientAccess, patientReadFactsOf, type PatientReadFacts } from './patient-access';

export const postingVerbs = ['create', 'read', ...postingRecordActions] as const;
export type PostingVerb = (typeof postingVerbs)[number];

const isAgencySide = (actor: Actor): boolean =>
  actor.roleId === Role.AGENCY || actor.roleId === Role.AGENCY_AGENT || actor.roleId === Role.PROVIDER;

const isCandidate = (facts: PostingFacts | undefined, kind: 'agency' | 'caregiver', id: string | null | undefined): boolean =>
  id != null && (facts?.candidates ?? []).some((candidate) => candidate.kind === kind && candidate.id === id);

/** Published and not held, or offered to this caregiver in person. */
const isOpenToCaregiver = (actor: Actor, facts?: PostingFacts): boolean =>
  facts?.postingStatus === PostingStatus.OPEN || isCandidate(facts, 'caregiver', actor.id);

/** The posting's own agency runs it. */
const runsPosting = (actor: Actor, facts?: PostingFacts): boolean => isAgencySide(actor) && worksForAgency(actor, facts?.agencyId);

/** A posting's read facts: its agency, status, candidates as `<kind>:<id>` and its patient's facts. */
export type PostingReadFacts = {
  readonly agencyId: string | null;
  readonly status: number | null;
  readonly candidates: readonly string[];
  readonly patient: PatientReadFacts | null;
};

export const postingCandidateKey = (kind: 'agency' | 'caregiver', id: string): string => `${kind}:${id}`;

export const postingReadFactsOf = (facts?: PostingFacts): PostingReadFacts => ({
  agencyId: facts?.agencyId ?? null,
  status: facts?.postingStatus ?? null,
  candidates: (facts?.candidates ?? []).map((candidate) => postingCandidateKey(candidate.kind, candidate.id)),
  patient: facts?.patient ? patientReadFactsOf(facts.patient) : null,
});

const postingFact = factsOf<PostingReadFacts>();

/**
 * Who reads a posting: the agency that runs it and the agencies it concerns (invited, applied,
 * assigned); caregivers the open ones and those concerning them; the family of its patient,
 * who follows the care being arranged without acting on it; partners none.
 */
export const postingReadScope = (actor: Actor): Condition => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return always;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return anyOf(
        postingFact.equals('agencyId', actor.agencyId),
        postingFact.includes('candidates', actor.agencyId == null ? null : postingCandidateKey('agency', actor.agencyId)),
      );
    case Role.CAREGIVER:
      return anyOf(postingFact.equals('status', PostingStatus.OPEN), postingFact.includes('candidates', postingCandidateKey('caregiver', actor.id)));
    case Role.USER:
      return postingFact.through('patient', patientAccess(actor));
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return never;
    default:
      return assertNever(actor.roleId);
  }
};

/** Caregivers answer postings open to them; another agency answers only when invited. */
const mayApply = (actor: Actor, facts?: PostingFacts): boolean => {
  if (actor.roleId === Role.ADMIN) return true;
  if (actor.roleId === Role.CAREGIVER) return isOpenToCaregiver(actor, facts);
  if (!isAgencySide(actor) || worksForAgency(actor, facts?.agencyId)) return false;
  return actor.agencyId != null && (facts?.invitedAgencyIds ?? []).includes(actor.agencyId);
};

/**
 * DESIGN.md section 6 for postings: administrators do everything; agency-side staff post for
 * their agency's patients and run their agency's postings; caregivers and invited agencies
 * apply; families read their patient's postings; partners have no part in them.
 */
export const mayActOnPosting = (actor: Actor, verb: PostingVerb, facts?: PostingFacts): boolean => {
  if (actor.roleId === Role.ADMIN) return true;
  switch (verb) {
    case 'create':
      return runsPosting(actor, facts) && hasPatientAccess(actor, facts?.patient);
    case 'read':
      return evaluateCondition(postingReadScope(actor), postingReadFactsOf(facts));
    case 'apply':
      return mayApply(actor, facts);
    case 'publish':
    case 'hold':
    case 'unhold':
    case 'extend':
    case 'invite-agency':
    case 'invite-caregiver':
    case 'assign':
    case 'fill':
    case 'close':
      return runsPosting(actor, facts);
    default:
      return assertNever(verb);
  }
};

export const postingPolicy = categoryPolicy('posting', postingVerbs, mayActOnPosting);
