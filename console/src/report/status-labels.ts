import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentStatusName, caregiverStatuses, paymentStates, postingStatuses, referralStatuses } from '@careledger/domain';
import type { StatusMachine } from '../api';

type KeyOf<Catalog extends readonly { key: string }[]> = Catalog[number]['key'];

/** A status of a machine by its catalog key, in the reader's language. */
export const useStatusLabel = (): ((machine: StatusMachine, key: string) => string) => {
  const { t } = useTranslation('reports');
  return useCallback(
    (machine: StatusMachine, key: string): string => {
      switch (machine) {
        case 'assessment':
          return t(`values.assessmentStatus.${key as AssessmentStatusName}`);
        case 'posting':
          return t(`values.postingStatus.${key as KeyOf<typeof postingStatuses>}`);
        case 'referral':
          return t(`values.referralStatus.${key as KeyOf<typeof referralStatuses>}`);
        case 'caregiver':
          return t(`values.caregiverStatus.${key as KeyOf<typeof caregiverStatuses>}`);
        case 'payment':
          return t(`values.paymentState.${key as KeyOf<typeof paymentStates>}`);
        default:
          return machine satisfies never;
      }
    },
    [t],
  );
};
