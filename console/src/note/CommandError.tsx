import { createContext, use } from 'react';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';

/**
 * Where a note page hears of version conflicts. Some forms start afresh when the note's version
 * moves, which a conflict's refetch does, so the page, not the form, says what happened (until
 * the next command goes through).
 */
export const NoteConflictContext = createContext<((conflict: ApiError | null) => void) | null>(null);

export const useReportConflict = () => use(NoteConflictContext);

export const isConflict = (error: unknown): error is ApiError => isApiError(error) && error.status === 409;

/** Someone else changed the note: it is refetched after every command, so the screen shows their change. */
export function ConflictAlert({ error, onClose, sx }: { error: ApiError; onClose?: () => void; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('notes');
  return (
    <Alert severity="warning" onClose={onClose} sx={sx}>
      {t('conflict', { expected: error.conflict?.expectedVersion ?? '?', actual: error.conflict?.actualVersion ?? '?' })}
    </Alert>
  );
}

/** A refused note command, next to the form that sent it; a conflict only where no page reports it. */
export function CommandError({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  const reported = useReportConflict() !== null;
  if (isConflict(error)) return reported ? null : <ConflictAlert error={error} sx={sx} />;
  return <ErrorAlert error={error} sx={sx} />;
}
