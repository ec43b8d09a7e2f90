import Chip, { type ChipProps } from '@mui/material/Chip';
import { postingStatuses } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

type PostingStatusName = (typeof postingStatuses)[number]['key'];

const colors: Record<PostingStatusName, NonNullable<ChipProps['color']>> = {
  DRAFT: 'default',
  OPEN: 'success',
  ON_HOLD: 'warning',
  FILLED: 'primary',
  CLOSED: 'secondary',
};

const nameOf = (status: number): PostingStatusName | undefined => postingStatuses.find((entry) => entry.id === status)?.key;

export const usePostingStatusLabel = () => {
  const { t } = useTranslation('postings');
  return (status: number): string => {
    const name = nameOf(status);
    return name === undefined ? t('status.unknown', { id: status }) : t(`status.${name}`);
  };
};

interface PostingStatusChipProps extends Omit<ChipProps, 'label' | 'color'> {
  status: number;
}

export function PostingStatusChip({ status, ...chipProps }: PostingStatusChipProps) {
  const label = usePostingStatusLabel();
  const name = nameOf(status);
  return <Chip size="small" {...chipProps} label={label(status)} color={name === undefined ? 'default' : colors[name]} />;
}
