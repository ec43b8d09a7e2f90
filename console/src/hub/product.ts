import { useCallback } from 'react';
import { products } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

/** Shared living or adult day program, in the reader's language. */
export const useProductLabel = () => {
  const { t } = useTranslation('hubs');
  return useCallback(
    (productId: number): string => {
      const entry = products.find((product) => product.id === productId);
      return entry === undefined ? t('products.unknown', { id: productId }) : t(`products.${entry.key}`);
    },
    [t],
  );
};
