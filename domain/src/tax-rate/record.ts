import { z } from 'zod';
import { action, creation, type RecordType } from '../record/record-type';
import { ruleMessage } from '../shared/validation';
import { MAX_RATE_BASIS_POINTS, MAX_TAX_RATE_NAME_LENGTH, type TaxRateAction, type TaxRateCommand } from './commands';
import { taxRateDecider } from './decider';
import type { TaxRateEvent } from './events';
import type { TaxRateState } from './state';

/** A tax rate in basis points, as the tax rate record holds it; records that copy a rate reuse it. */
export const rateBasisPointsField = z
  .int({ error: ruleMessage('must be a whole number of basis points (1300 is 13.00 %)') })
  .min(0, { error: 'must be 0 or more basis points' })
  .max(MAX_RATE_BASIS_POINTS, { error: `must be at most ${MAX_RATE_BASIS_POINTS} basis points (100 %)` });

const name = z
  .string({ error: ruleMessage('must be a string') })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(MAX_TAX_RATE_NAME_LENGTH, { error: `must be at most ${MAX_TAX_RATE_NAME_LENGTH} characters` });

/** A named rate ("Ontario HST"); a subscription takes the rate of its buyer's region when it starts. */
export const taxRateRecord: RecordType<TaxRateState, TaxRateCommand, TaxRateEvent, TaxRateAction> = {
  category: 'taxrate',
  noun: 'tax rate',
  decider: taxRateDecider,
  exists: (state) => state.status !== 'none',
  create: creation({ name, rateBasisPoints: rateBasisPointsField }, (taxRateId, body, metadata) => ({ type: 'CreateTaxRate', data: { taxRateId, ...body }, metadata })),
  actions: {
    change: action({ rateBasisPoints: rateBasisPointsField }, (taxRateId, body, metadata) => ({
      type: 'ChangeTaxRate',
      data: { taxRateId, rateBasisPoints: body.rateBasisPoints },
      metadata,
    })),
  },
  factsOf: () => ({}),
  factsOfCreation: () => ({}),
};
