import { lazy, Suspense } from 'react';
import { useSessionEnded } from './sessionEnded';

// Seldom shown: the dialog's code loads when the session ends, not with every first screen.
const SessionEndedDialog = lazy(() => import('./SessionEndedDialog'));

/**
 * Once the session has ended for good (the page already reloaded for it within the minute), the
 * signed-in area can do nothing more: it says so and offers the sign-in page, which brings the
 * user back here.
 */
export function SessionEndedNotice() {
  const ended = useSessionEnded();
  if (!ended) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog />
    </Suspense>
  );
}
