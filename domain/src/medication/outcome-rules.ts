import {
  MedicationAdministrationState,
  medicationReasonRequiresComment,
  type MedicationAdministrationStateId,
  type MedicationNotAdministeredReasonId,
} from '../catalog/medication';
import { invalid, type FieldError } from '../shared/domain-error';
import { parseInstant } from '../shared/instant';

/** An outcome as a client sent it: the fields that depend on each other may be missing. */
export interface MedicationOutcomeInput {
  status: MedicationAdministrationStateId;
  reasonId?: MedicationNotAdministeredReasonId | null;
  comment?: string | null;
  administeredAt?: string | null;
}

const { ADMINISTERED, NOT_ADMINISTERED } = MedicationAdministrationState;

/**
 * SPEC.md section 5 and DESIGN.md section 3: a reason exactly when the dose was not given, a
 * comment for a missed dose or a dose held for parameters, a time exactly when it was given.
 */
export const medicationOutcomeErrors = (outcome: MedicationOutcomeInput): FieldError[] => {
  const errors: FieldError[] = [];
  const hasReason = outcome.reasonId != null;
  if (outcome.status === NOT_ADMINISTERED && !hasReason) {
    errors.push({ path: 'reasonId', message: 'is required when status is 2 (Not administered)' });
  }
  if (outcome.status !== NOT_ADMINISTERED && hasReason) {
    errors.push({ path: 'reasonId', message: 'is only allowed when status is 2 (Not administered)' });
  }
  if (outcome.reasonId != null && medicationReasonRequiresComment(outcome.reasonId) && !outcome.comment?.trim()) {
    errors.push({ path: 'comment', message: 'is required when reasonId is 4 (Missed dose) or 5 (Held for parameters)' });
  }
  const hasTime = outcome.administeredAt != null;
  if (outcome.status === ADMINISTERED && !hasTime) {
    errors.push({ path: 'administeredAt', message: 'is required when status is 1 (Administered)' });
  }
  if (outcome.status !== ADMINISTERED && hasTime) {
    errors.push({ path: 'administeredAt', message: 'is only allowed when status is 1 (Administered)' });
  }
  return errors;
};

/** The rules above plus the one that needs the clock of the command: nothing is given in the future. */
export const assertValidMedicationOutcome = (outcome: MedicationOutcomeInput, now: string): void => {
  const errors = medicationOutcomeErrors(outcome);
  const administeredAt = outcome.administeredAt == null ? null : parseInstant(outcome.administeredAt);
  const nowMs = parseInstant(now);
  if (administeredAt !== null && nowMs !== null && administeredAt > nowMs) {
    errors.push({ path: 'administeredAt', message: 'must not be in the future' });
  }
  if (errors.length > 0) {
    throw invalid(errors, `The request is not valid: ${errors.map((error) => `${error.path} ${error.message}`).join('; ')}.`);
  }
};
