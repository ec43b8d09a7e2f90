import { z } from 'zod';
import { medicationRoutes, type MedicationRouteId } from '../catalog/medication';
import { isIdOf } from '../catalog/catalog-entry';
import { action, type RecordType } from '../record/record-type';
import type { CommandMetadata } from '../shared/command';
import { calendarDateField as calendarDate, textField as text, timeOfDayField as timeOfDay, uuidField as uuid } from '../shared/fields';
import { ruleMessage } from '../shared/validation';
import type { MedicationOrderAction } from './actions';
import type { MedicationOrderCommand } from './commands';
import { medicationOrderDecider } from './decider';
import type { MedicationOrderEvent } from './events';
import type { MedicationOrderState } from './state';

export const MAX_ORDER_DRUG_LENGTH = 200;
export const MAX_ORDER_DOSE_LENGTH = 100;
export const MAX_ORDER_INSTRUCTIONS_LENGTH = 1000;
export const MAX_ORDER_DISCONTINUE_REASON_LENGTH = 500;
export const MAX_ORDER_TIMES_OF_DAY = 8;

export { isTimeOfDay } from '../shared/fields';

/** One to eight times a day, in the order of the day and each once, so the same order always reads the same. */
const timesOfDay = z
  .array(timeOfDay, { error: 'must be a list of times, HH:MM (24-hour)' })
  .min(1, { error: 'must list at least one time' })
  .max(MAX_ORDER_TIMES_OF_DAY, { error: `must list at most ${MAX_ORDER_TIMES_OF_DAY} times` })
  .superRefine((times, context) => {
    times.forEach((time, index) => {
      const before = times[index - 1];
      if (before !== undefined && time <= before) context.addIssue({ code: 'custom', path: [index], message: 'must be after the time listed before it' });
    });
  });

const routeId = z.custom<MedicationRouteId>((value) => isIdOf(medicationRoutes, value), {
  error: ruleMessage(`must be a route of administration: ${medicationRoutes.map((route) => route.id).join(', ')}`),
}).meta({ examples: [medicationRoutes[0].id] });

const createBody = z
  .strictObject({
    patientId: uuid,
    drug: text(MAX_ORDER_DRUG_LENGTH),
    dose: text(MAX_ORDER_DOSE_LENGTH),
    routeId,
    timesOfDay,
    startDate: calendarDate,
    endDate: calendarDate.nullable().optional(),
    instructions: text(MAX_ORDER_INSTRUCTIONS_LENGTH).nullable().optional(),
  })
  .superRefine((order, context) => {
    if (order.endDate != null && order.endDate < order.startDate) context.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate' });
  });

export const medicationOrderRecord: RecordType<MedicationOrderState, MedicationOrderCommand, MedicationOrderEvent, MedicationOrderAction> = {
  category: 'medicationorder',
  noun: 'medication order',
  decider: medicationOrderDecider,
  exists: (state) => state.status !== 'none',
  create: {
    body: createBody,
    toCommand: (orderId: string, body: z.output<typeof createBody>, metadata: CommandMetadata) => ({
      type: 'CreateMedicationOrder',
      data: {
        orderId,
        patientId: body.patientId,
        drug: body.drug,
        dose: body.dose,
        routeId: body.routeId,
        timesOfDay: body.timesOfDay,
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        instructions: body.instructions ?? null,
      },
      metadata,
    }),
  },
  actions: {
    // An absent field stays as ordered; `null` clears the end date or the instructions.
    change: action(
      {
        dose: text(MAX_ORDER_DOSE_LENGTH).optional(),
        timesOfDay: timesOfDay.optional(),
        endDate: calendarDate.nullable().optional(),
        instructions: text(MAX_ORDER_INSTRUCTIONS_LENGTH).nullable().optional(),
      },
      (orderId, body, metadata) => ({
        type: 'ChangeMedicationOrder',
        data: {
          orderId,
          ...(body.dose === undefined ? {} : { dose: body.dose }),
          ...(body.timesOfDay === undefined ? {} : { timesOfDay: body.timesOfDay }),
          ...(body.endDate === undefined ? {} : { endDate: body.endDate }),
          ...(body.instructions === undefined ? {} : { instructions: body.instructions }),
        },
        metadata,
      }),
    ),
    discontinue: action({ reason: text(MAX_ORDER_DISCONTINUE_REASON_LENGTH) }, (orderId, body, metadata) => ({
      type: 'DiscontinueMedicationOrder',
      data: { orderId, reason: body.reason },
      metadata,
    })),
  },
  factsOf: (state) => (state.status === 'none' ? {} : { patientId: state.patientId, createdBy: state.prescribedBy }),
  factsOfCreation: (command) => (command.type === 'CreateMedicationOrder' ? { patientId: command.data.patientId } : {}),
};
