import { findEntry } from '../catalog/catalog-entry';
import { referralStatuses, type ReferralStatusId } from '../catalog/referrals';
import { DomainError, ruleBroken } from '../shared/domain-error';
import { referralActionPhrases, type ReferralRecordAction } from './actions';
import { referralMilestoneLabels, type ReferralMilestone } from './milestones';

const statusWord = (status: ReferralStatusId): string => (findEntry(referralStatuses, status)?.label ?? String(status)).toLowerCase();
const labelOf = (milestone: ReferralMilestone): string => referralMilestoneLabels[milestone];

export const referralAlreadyExists = (referralId: string): DomainError =>
  new DomainError('conflict', 'referral_already_exists', `The referral ${referralId} already exists.`);

export const referralNotFound = (referralId: string): DomainError =>
  new DomainError('not_found', 'referral_not_found', `The referral ${referralId} does not exist.`);

export const illegalReferralAction = (status: ReferralStatusId, action: ReferralRecordAction): DomainError =>
  ruleBroken('illegal_transition', `You cannot ${referralActionPhrases[action]} a referral that is ${statusWord(status)}.`);

export const referralPartnerRequired = (): DomainError =>
  ruleBroken('referral_partner_required', 'A referral belongs to a partner: name the partnerId.');

export const milestoneWhileOnHold = (milestone: ReferralMilestone): DomainError =>
  ruleBroken('milestone_while_on_hold', `The placement of a referral on hold is paused: release it before recording the ${labelOf(milestone)}.`);

export const milestoneInFuture = (milestone: ReferralMilestone, date: string, today: string): DomainError =>
  ruleBroken('milestone_in_future', `The ${labelOf(milestone)} date ${date} is after today (${today}): record a milestone once it has happened.`);

export const milestoneBeforeOpening = (milestone: ReferralMilestone, date: string, openedOn: string): DomainError =>
  ruleBroken('milestone_before_opening', `The ${labelOf(milestone)} date ${date} is before the referral was made (${openedOn}).`);

export const milestonesOutOfOrder = (first: ReferralMilestone, firstDate: string, then: ReferralMilestone, thenDate: string): DomainError =>
  ruleBroken(
    first === 'hospital-admission' ? 'discharge_before_admission' : 'move_out_before_move_in',
    `The ${labelOf(then)} date ${thenDate} is before the ${labelOf(first)} date ${firstDate}.`,
  );

export const moveInNotRecorded = (): DomainError =>
  ruleBroken('move_in_not_recorded', 'Record the move-in before the move-out: a patient moves out only of a home they moved into.');

export const milestoneUnchanged = (milestone: ReferralMilestone, date: string): DomainError =>
  ruleBroken('milestone_unchanged', `The ${labelOf(milestone)} is already recorded on ${date}.`);

export const dischargeDateInFuture = (dischargeDate: string, today: string): DomainError =>
  ruleBroken('discharge_date_in_future', `The discharge date ${dischargeDate} is after today (${today}).`);

export const dischargeDateBeforeAdmission = (dischargeDate: string, admittedOn: string): DomainError =>
  ruleBroken('discharge_before_admission', `The discharge date ${dischargeDate} is before the hospital admission date ${admittedOn}.`);
