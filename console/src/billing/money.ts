import { useMemo } from 'react';
import { BILLING_CURRENCY } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

/** The one currency the platform bills in (domain catalog), each reader seeing it in their own notation. */
export { BILLING_CURRENCY };

const BASIS_POINTS_PER_WHOLE = 10_000;

export interface MoneyFormatters {
  /** Whole cents as money: CA$34.99 (en-US), $34.99 (en-CA), 34,99 CA$ (es-ES). */
  money: (cents: number) => string;
  /** Basis points as a percentage: 1300 is 13 %. */
  rate: (basisPoints: number) => string;
  /** A quantity of units, as many decimals as it has. */
  quantity: (value: number) => string;
}

/** Whole cents as money in the reader's notation: the one way every screen writes an amount. */
export const moneyFormat = (language: string): ((cents: number) => string) => {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: BILLING_CURRENCY });
  return (cents) => money.format(cents / 100);
};

export const useMoney = (): MoneyFormatters => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const rate = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const quantity = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
    return {
      money: moneyFormat(language),
      rate: (basisPoints) => rate.format(basisPoints / BASIS_POINTS_PER_WHOLE),
      quantity: (value) => quantity.format(value),
    };
  }, [language]);
};
