import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { doseOutcomes, noteActivities, referralReportMetrics, taskActivities } from '@careledger/domain';
import { isStatusMachine, type AnalyticsMachine } from '../api';
import { useStatusLabel } from '../report/status-labels';

type KeyOf<Catalog extends readonly { key: string }[]> = Catalog[number]['key'];

/** A status of a machine, what happened to a task, note or dose, or a referral's metric, by its catalog key in the reader's language. */
export const useAnalyticsStatusLabel = (): ((machine: AnalyticsMachine, key: string) => string) => {
  const { t } = useTranslation('analytics');
  const statusLabel = useStatusLabel();
  return useCallback(
    (machine: AnalyticsMachine, key: string): string => {
      if (isStatusMachine(machine)) return statusLabel(machine, key);
      switch (machine) {
        case 'task':
          return t(`activities.task.${key as KeyOf<typeof taskActivities>}`);
        case 'note':
          return t(`activities.note.${key as KeyOf<typeof noteActivities>}`);
        case 'dose':
          return t(`activities.dose.${key as KeyOf<typeof doseOutcomes>}`);
        case 'referralMetric':
          return t(`activities.referralMetric.${key as KeyOf<typeof referralReportMetrics>}`);
        // A subscription's facts are not told apart by a status.
        case 'subscription':
          return key;
        default:
          return machine satisfies never;
      }
    },
    [t, statusLabel],
  );
};

/** The word for what a measure's `status` holds: a referral metric's is the metric, every other's its status. */
export const statusWordKey = (machine: AnalyticsMachine | undefined): 'dimensions.metric' | 'dimensions.status' =>
  machine === 'referralMetric' ? 'dimensions.metric' : 'dimensions.status';
