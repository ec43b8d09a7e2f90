import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { parseOrThrow } from '../shared/validation';
import { deciderSpec } from '../testing';
import type { TaxRateCommand } from './commands';
import { taxRateDecider } from './decider';
import type { TaxRateCreated } from './events';
import { taxRateRecord } from './record';

const taxRateId = '6a1e2d3c-4b5a-4697-8877-665544332211';
const metadata: CommandMetadata = { commandId: 'c-1', correlationId: 'c-1', actorId: 'admin-1', actorRole: Role.ADMIN, now: '2030-03-01T09:00:00.000Z' };

const taxSpec = deciderSpec(taxRateDecider);
const rateCreated: TaxRateCreated = { type: 'TaxRateCreated', data: { taxRateId, name: 'Ontario HST', rateBasisPoints: 1_300, createdBy: 'admin-1' } };
const createRate: TaxRateCommand = { type: 'CreateTaxRate', data: { taxRateId, name: 'Ontario HST', rateBasisPoints: 1_300 }, metadata };
const changeRate = (rateBasisPoints: number): TaxRateCommand => ({ type: 'ChangeTaxRate', data: { taxRateId, rateBasisPoints }, metadata });

describe('tax rates', () => {
  it('creates a rate in basis points', () => {
    taxSpec.given([]).when(createRate).then([rateCreated]);
    taxSpec.given([rateCreated]).when(createRate).thenFails('tax_rate_already_exists', 'conflict');
  });

  it('changes a rate, keeping the previous one, and refuses a change to the same rate', () => {
    taxSpec.given([rateCreated]).when(changeRate(1_500)).then([{ type: 'TaxRateChanged', data: { taxRateId, rateBasisPoints: 1_500, previousRateBasisPoints: 1_300 } }]);
    taxSpec.given([rateCreated]).when(changeRate(1_300)).thenFails('tax_rate_unchanged', 'rule');
    taxSpec.given([]).when(changeRate(1_500)).thenFails('tax_rate_not_found', 'not_found');
  });

  it('refuses a rate above 100 % or with a fraction of a basis point', () => {
    expect(() => parseOrThrow(taxRateRecord.create.body, { name: 'Typo', rateBasisPoints: 13_000 })).toThrow(
      expect.objectContaining({ errors: [{ path: 'rateBasisPoints', message: 'must be at most 10000 basis points (100 %)' }] }),
    );
    expect(() => parseOrThrow(taxRateRecord.actions.change?.body as never, { expectedVersion: 0, rateBasisPoints: 12.5 })).toThrow(
      expect.objectContaining({ errors: [{ path: 'rateBasisPoints', message: 'must be a whole number of basis points (1300 is 13.00 %)' }] }),
    );
  });
});
