import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { isApiError, isUnanswered } from '../api';

/** The versions a 409 names, ready for a screen's `conflict` text. */
// A type, not an interface: i18next's interpolation values need an index signature.
export type VersionConflictText = { expected: number; actual: number | string };

/**
 * A record's commands run from one screen (DESIGN.md section 4): at most one dialog open at a
 * time; a success closes it; a 409 closes it too and becomes a conflict notice over the new state
 * (the mutation's query has re-read the record); any other error stays where the user acted, in
 * the dialog if one is open, else beside the buttons.
 */
export function useRecordCommand<TDialog extends string, TVariables>(
  mutation: UseMutationResult<unknown, Error, TVariables>,
  versionOnScreen: number,
) {
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const [conflict, setConflict] = useState<VersionConflictText | null>(null);

  /** `unanswered`, when given, takes a command that got no answer at all (kept for later) instead of showing the error. */
  const run = (variables: TVariables, unanswered?: (variables: TVariables) => void) => {
    setConflict(null);
    mutation.mutate(variables, {
      onSuccess: () => setDialog(null),
      onError: (error) => {
        if (unanswered !== undefined && isUnanswered(error)) {
          mutation.reset();
          unanswered(variables);
          return;
        }
        if (!isApiError(error) || error.status !== 409) return;
        setDialog(null);
        setConflict({ expected: error.conflict?.expectedVersion ?? versionOnScreen, actual: error.conflict?.actualVersion ?? '?' });
      },
    });
  };

  /** Starts an action afresh: forgets the last outcome, then opens its dialog (or none, to run at once). */
  const start = (next: TDialog | null) => {
    mutation.reset();
    setConflict(null);
    setDialog(next);
  };

  return {
    dialog,
    run,
    start,
    closeDialog: () => setDialog(null),
    conflict,
    dismissConflict: () => setConflict(null),
    /** The error to show in the open dialog. */
    dialogError: dialog === null ? null : mutation.error,
    /** The error to show beside the buttons: an action without a dialog failed for another reason than a conflict. */
    inlineError: dialog === null && conflict === null ? mutation.error : null,
  };
}
