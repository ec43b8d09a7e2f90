import { useMemo } from 'react';
import { careServices } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

/** The care service in the reader's language where the assessments texts name it, else the catalog's label. */
export const useCareServiceLabel = (): ((id: number) => string) => {
  const { t } = useTranslation('assessments');
  return useMemo(
    () => (id: number) => {
      const service = careServices.find((entry) => entry.id === id);
      return service === undefined ? String(id) : t(`careServices.${service.key}` as 'careServices.DEFAULT', { defaultValue: service.label });
    },
    [t],
  );
};
