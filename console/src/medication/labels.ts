import { useMemo } from 'react';
import { medicationAdministrationStates, medicationNotAdministeredReasons, medicationRoutes } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

/** The outcome and reason names of the domain's catalogs in the reader's language; unknown ids stay readable. */
export const useMedicationLabels = () => {
  const { t } = useTranslation('medications');
  return useMemo(
    () => ({
      status: (id: number) => {
        const entry = medicationAdministrationStates.find((state) => state.id === id);
        return entry === undefined ? t('status.unknown', { id }) : t(`status.${entry.key}`);
      },
      reason: (id: number | null) => {
        if (id === null) return '—';
        const entry = medicationNotAdministeredReasons.find((reason) => reason.id === id);
        return entry === undefined ? t('reasons.unknown', { id }) : t(`reasons.${entry.key}`);
      },
      route: (id: number) => {
        const entry = medicationRoutes.find((route) => route.id === id);
        return entry === undefined ? t('routes.unknown', { id }) : t(`routes.${entry.key}`);
      },
    }),
    [t],
  );
};
