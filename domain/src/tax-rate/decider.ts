import { assertNever, type Decider } from '../shared/decider';
import type { TaxRateCommand } from './commands';
import { taxRateAlreadyExists, taxRateNotFound, taxRateUnchanged } from './errors';
import type { TaxRateEvent } from './events';
import { evolveTaxRate, initialTaxRateState, type TaxRateState } from './state';

export const decideTaxRate = (command: TaxRateCommand, state: TaxRateState): TaxRateEvent[] => {
  const { taxRateId } = command.data;
  switch (command.type) {
    case 'CreateTaxRate':
      if (state.status !== 'none') throw taxRateAlreadyExists(taxRateId);
      return [{ type: 'TaxRateCreated', data: { ...command.data, createdBy: command.metadata.actorId } }];
    case 'ChangeTaxRate': {
      if (state.status === 'none') throw taxRateNotFound(taxRateId);
      const { rateBasisPoints } = command.data;
      if (state.rateBasisPoints === rateBasisPoints) throw taxRateUnchanged(rateBasisPoints);
      return [{ type: 'TaxRateChanged', data: { taxRateId, rateBasisPoints, previousRateBasisPoints: state.rateBasisPoints } }];
    }
    default:
      return assertNever(command);
  }
};

export const taxRateDecider: Decider<TaxRateState, TaxRateCommand, TaxRateEvent> = {
  initialState: initialTaxRateState,
  evolve: evolveTaxRate,
  decide: decideTaxRate,
};
