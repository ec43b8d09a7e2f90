import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Note } from '../api';

const colors: Record<Note['status'], ChipProps['color']> = { draft: 'warning', published: 'success', discarded: 'default' };

export function NoteStatusChip({ status, ...props }: { status: Note['status'] } & Omit<ChipProps, 'label' | 'color'>) {
  const { t } = useTranslation('notes');
  return <Chip size="small" {...props} color={colors[status]} label={t(`status.${status}`)} />;
}
