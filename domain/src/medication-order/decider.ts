import { assertNever, type Decider } from '../shared/decider';
import type { MedicationOrderCommand } from './commands';
import { medicationOrderAlreadyExists, medicationOrderChangeUnchanged, medicationOrderDiscontinued, medicationOrderEndsBeforeStart, medicationOrderNotFound } from './errors';
import type { MedicationOrderEvent, MedicationOrderTerms } from './events';
import { evolveMedicationOrder, initialMedicationOrderState, termsOf, type ActiveMedicationOrder, type MedicationOrderState } from './state';

const changeable = (state: MedicationOrderState, orderId: string): ActiveMedicationOrder => {
  switch (state.status) {
    case 'none':
      throw medicationOrderNotFound(orderId);
    case 'discontinued':
      throw medicationOrderDiscontinued(orderId);
    case 'active':
      return state;
    default:
      return assertNever(state);
  }
};

const sameTerms = (a: MedicationOrderTerms, b: MedicationOrderTerms): boolean =>
  a.dose === b.dose && a.endDate === b.endDate && a.instructions === b.instructions && a.timesOfDay.join() === b.timesOfDay.join();

export const decideMedicationOrder = (command: MedicationOrderCommand, state: MedicationOrderState): MedicationOrderEvent[] => {
  const { orderId } = command.data;
  const { actorId, now } = command.metadata;
  switch (command.type) {
    case 'CreateMedicationOrder':
      if (state.status !== 'none') throw medicationOrderAlreadyExists(orderId);
      if (command.data.endDate !== null && command.data.endDate < command.data.startDate) throw medicationOrderEndsBeforeStart(command.data.startDate);
      return [{ type: 'MedicationOrderCreated', data: { ...command.data, prescribedBy: actorId } }];
    case 'ChangeMedicationOrder': {
      const order = changeable(state, orderId);
      const previous = termsOf(order);
      const { dose, timesOfDay, endDate, instructions } = command.data;
      const changed: MedicationOrderTerms = {
        dose: dose ?? previous.dose,
        timesOfDay: timesOfDay ?? previous.timesOfDay,
        endDate: endDate === undefined ? previous.endDate : endDate,
        instructions: instructions === undefined ? previous.instructions : instructions,
      };
      if (changed.endDate !== null && changed.endDate < order.startDate) throw medicationOrderEndsBeforeStart(order.startDate);
      if (sameTerms(changed, previous)) throw medicationOrderChangeUnchanged();
      return [{ type: 'MedicationOrderChanged', data: { orderId, ...changed, previous, changedBy: actorId } }];
    }
    case 'DiscontinueMedicationOrder':
      changeable(state, orderId);
      return [{ type: 'MedicationOrderDiscontinued', data: { orderId, reason: command.data.reason, discontinuedBy: actorId, discontinuedAt: now } }];
    default:
      return assertNever(command);
  }
};

export const medicationOrderDecider: Decider<MedicationOrderState, MedicationOrderCommand, MedicationOrderEvent> = {
  initialState: initialMedicationOrderState,
  evolve: evolveMedicationOrder,
  decide: decideMedicationOrder,
};
