import type { Command } from '../shared/command';

interface TaxRateRef {
  taxRateId: string;
}

export const MAX_TAX_RATE_NAME_LENGTH = 100;
/** 100 %: a rate above it is a typing mistake, not a tax. */
export const MAX_RATE_BASIS_POINTS = 10_000;

export const taxRateActions = ['change'] as const;
export type TaxRateAction = (typeof taxRateActions)[number];

export type CreateTaxRate = Command<'CreateTaxRate', TaxRateRef & { name: string; rateBasisPoints: number }>;
export type ChangeTaxRate = Command<'ChangeTaxRate', TaxRateRef & { rateBasisPoints: number }>;

export type TaxRateCommand = CreateTaxRate | ChangeTaxRate;
