import { useRef } from 'react';
import { isApiError, newIdempotencyKey, type NoteCommand } from '../api';
import { isConflict, useReportConflict } from './CommandError';
import { useNoteAction } from './queries';

/**
 * One note command with its idempotency key: a retry after a lost answer reuses the key, so it
 * cannot act twice; a new intent (after a success or a refusal) gets a new key.
 */
export const useNoteCommand = (noteId: string) => {
  const mutation = useNoteAction(noteId);
  const reportConflict = useReportConflict();
  const key = useRef<string | null>(null);
  const run = (command: NoteCommand, onSuccess?: () => void) => {
    key.current ??= newIdempotencyKey();
    mutation.mutate(
      { command, idempotencyKey: key.current },
      {
        onSuccess: () => {
          key.current = null;
          reportConflict?.(null);
          onSuccess?.();
        },
        // A refusal is final: the next attempt is a new intent, possibly with other values.
        onError: (error) => {
          if (isApiError(error) && error.status !== undefined && error.status < 500) key.current = null;
          if (isConflict(error)) reportConflict?.(error);
        },
      },
    );
  };
  return { run, mutation };
};
