import Chip, { type ChipProps } from '@mui/material/Chip';
import { POSTING_EXPIRED_REASON, postingStatuses } from '@careledger/domain';
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

/** A posting the scheduler closed because its end date passed reads "Closed (expired)", not as one its agency closed. */
const expired = (name: PostingStatusName | undefined, closeReason: string | null | undefined): boolean => name === 'CLOSED' && closeReason === POSTING_EXPIRED_REASON;

export const usePostingStatusLabel = () => {
  const { t } = useTranslation('postings');
  return (status: number, closeReason?: string | null): string => {
    const name = nameOf(status);
    if (name === undefined) return t('status.unknown', { id: status });
    return expired(name, closeReason) ? t('status.closedExpired') : t(`status.${name}`);
  };
};

/** A close reason in the reader's words where the system gave it, as typed where a person did. */
export const usePostingCloseReason = () => {
  const { t } = useTranslation('postings');
  return (closeReason: string): string => (closeReason === POSTING_EXPIRED_REASON ? t('closeReasons.expired') : closeReason);
};

interface PostingStatusChipProps extends Omit<ChipProps, 'label' | 'color'> {
  status: number;
  /** Tells a posting closed on expiry from one closed by hand. */
  closeReason?: string | null;
}

export function PostingStatusChip({ status, closeReason, ...chipProps }: PostingStatusChipProps) {
  const label = usePostingStatusLabel();
  const name = nameOf(status);
  return <Chip size="small" {...chipProps} label={label(status, closeReason)} color={name === undefined ? 'default' : colors[name]} />;
}
