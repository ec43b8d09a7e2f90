import {
  Role,
  isIdOf,
  isReferralActionAllowed,
  mayActOnReferral,
  referralStatuses,
  type Actor,
  type RecordFacts,
  type ReferralRecordAction,
} from '@careledger/domain';
import type { Referral } from '../api';

const isPartnerSide = (actor: Actor): boolean => actor.roleId === Role.PARTNER || actor.roleId === Role.PARTNER_AGENT;

/**
 * The policy's view of a referral this reader has been shown. The session does not carry the
 * reader's partner, nor the read model the patient's agency; but the server answers a partner
 * only with its own partner's referrals and an agency only with those of patients it serves,
 * so having read the referral stands in for both. The server still checks every command.
 */
const policyView = (referral: Referral, actor: Actor): { actor: Actor; facts: RecordFacts } => ({
  actor: isPartnerSide(actor) && actor.partnerId == null ? { ...actor, partnerId: referral.partnerId } : actor,
  facts: {
    partnerId: referral.partnerId,
    patientId: referral.patientId,
    createdBy: referral.createdBy,
    patient: { patientId: referral.patientId, agencyId: actor.agencyId ?? null, partnerId: referral.partnerId, careTeam: [], createdBy: null },
  },
});

/** The order the buttons appear in: the everyday step first, the final one last. */
const ORDER: readonly ReferralRecordAction[] = ['milestones', 'hold', 'unhold', 'close'];

/** What the domain allows from this status and its policy allows this actor. */
export const availableReferralActions = (referral: Referral, actor: Actor): readonly ReferralRecordAction[] => {
  const { status } = referral;
  if (!isIdOf(referralStatuses, status)) return [];
  const view = policyView(referral, actor);
  return ORDER.filter((action) => isReferralActionAllowed(status, action) && mayActOnReferral(view.actor, action, view.facts));
};
