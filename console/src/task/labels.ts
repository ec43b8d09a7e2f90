import { useMemo } from 'react';
import { taskStates, TaskState } from '@careledger/domain';
import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** The task states of the domain's catalog in the reader's language; an unknown id stays readable. */
export const useTaskStateLabel = () => {
  const { t } = useTranslation('tasks');
  return useMemo(
    () => (id: number) => {
      const entry = taskStates.find((state) => state.id === id);
      return entry === undefined ? t('state.unknown', { id }) : t(`state.${entry.key}`);
    },
    [t],
  );
};

export const stateColor = (state: number): ChipProps['color'] => (state === TaskState.COMPLETED ? 'success' : state === TaskState.NOT_COMPLETED ? 'primary' : 'default');
