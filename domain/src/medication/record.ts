import { z } from 'zod';
import {
  medicationAdministrationStates,
  medicationNotAdministeredReasons,
  type MedicationAdministrationStateId,
  type MedicationNotAdministeredReasonId,
} from '../catalog/medication';
import { isIdOf } from '../catalog/catalog-entry';
import { action, expectedVersionField, type RecordType } from '../record/record-type';
import type { CommandMetadata } from '../shared/command';
import { ruleMessage } from '../shared/validation';
import type { MedicationCommand } from './commands';
import { medicationDecider } from './decider';
import type { AdministrationOutcome, MedicationEvent } from './events';
import { medicationOutcomeErrors, type MedicationOutcomeInput } from './outcome-rules';
import type { MedicationState } from './state';
import { instantField as instant, uuidField } from '../shared/fields';
import type { MedicationAction } from './actions';

export const MAX_MEDICATION_NAME_LENGTH = 200;
export const MAX_DOSE_LENGTH = 100;
export const MAX_MEDICATION_COMMENT_LENGTH = 1000;
export const MAX_MEDICATION_VOID_REASON_LENGTH = 500;

const text = (max: number) =>
  z
    .string({ error: ruleMessage('must be a string') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });
const uuid = uuidField;

const outcomeShape = {
  status: z.custom<MedicationAdministrationStateId>((value) => isIdOf(medicationAdministrationStates, value), {
    error: ruleMessage('must be a medication administration status: 1, 2, 3 or 4'),
  }).meta({ examples: [1 as MedicationAdministrationStateId] }),
  reasonId: z
    .custom<MedicationNotAdministeredReasonId>((value) => isIdOf(medicationNotAdministeredReasons, value), {
      error: 'must be a reason not administered: 1, 2, 3, 4 or 5',
    })
    .meta({ examples: [2 as MedicationNotAdministeredReasonId] })
    .nullable()
    .optional(),
  comment: text(MAX_MEDICATION_COMMENT_LENGTH).nullable().optional(),
  administeredAt: instant.nullable().optional(),
};

/** The rules between fields, reported with the field they concern (400). */
const outcomeRules = (body: MedicationOutcomeInput, context: z.RefinementCtx): void => {
  for (const error of medicationOutcomeErrors(body)) context.addIssue({ code: 'custom', path: [error.path], message: error.message });
};

const createBody = z
  .strictObject({
    patientId: uuid,
    medicationName: text(MAX_MEDICATION_NAME_LENGTH),
    dose: text(MAX_DOSE_LENGTH),
    scheduledAt: instant,
    ...outcomeShape,
  })
  .superRefine(outcomeRules);

const correctBody = z.strictObject({ expectedVersion: expectedVersionField, ...outcomeShape }).superRefine(outcomeRules);

const outcomeOf = (body: MedicationOutcomeInput): AdministrationOutcome => ({
  status: body.status,
  reasonId: body.reasonId ?? null,
  comment: body.comment ?? null,
  administeredAt: body.administeredAt ?? null,
});

export const medicationRecord: RecordType<MedicationState, MedicationCommand, MedicationEvent, MedicationAction> = {
  category: 'medication',
  noun: 'medication administration',
  decider: medicationDecider,
  exists: (state) => state.status !== 'none',
  create: {
    body: createBody,
    toCommand: (administrationId: string, body: z.output<typeof createBody>, metadata: CommandMetadata) => ({
      type: 'RecordMedicationAdministration',
      data: {
        administrationId,
        patientId: body.patientId,
        medicationName: body.medicationName,
        dose: body.dose,
        scheduledAt: body.scheduledAt,
        ...outcomeOf(body),
      },
      metadata,
    }),
  },
  actions: {
    correct: {
      body: correctBody,
      toCommand: (administrationId: string, body: z.output<typeof correctBody>, metadata: CommandMetadata) => ({
        type: 'CorrectMedicationAdministration',
        data: { administrationId, ...outcomeOf(body) },
        metadata,
      }),
    },
    void: action({ reason: text(MAX_MEDICATION_VOID_REASON_LENGTH) }, (administrationId, body, metadata) => ({
      type: 'VoidMedicationAdministration',
      data: { administrationId, reason: body.reason },
      metadata,
    })),
  },
  factsOf: (state) => (state.status === 'none' ? {} : { patientId: state.patientId, createdBy: state.recordedBy }),
  factsOfCreation: (command) => (command.type === 'RecordMedicationAdministration' ? { patientId: command.data.patientId } : {}),
};
