import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate, useLocation } from 'react-router';
import { isUnauthenticated } from '../api/errors';
import { useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { PageLoader } from '../layout/PageLoader';
import { loginPath } from './paths';
import { SessionContext, useAuthDetails } from './session';
import { SessionEndedNotice } from './SessionEndedNotice';

/** The signed-in area: without a session, off to this locale's sign-in page, and back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const locale = useLocaleSegment();
  const location = useLocation();
  const details = useAuthDetails();

  if (isUnauthenticated(details.error)) {
    return <Navigate to={loginPath(locale, `${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (details.data === undefined) {
    if (details.isError) {
      return (
        <Box sx={{ p: 3 }}>
          <ErrorAlert error={details.error} onRetry={() => void details.refetch()} />
          <SessionEndedNotice />
        </Box>
      );
    }
    return <PageLoader />;
  }
  return (
    <SessionContext value={details.data}>
      {children}
      <SessionEndedNotice />
    </SessionContext>
  );
}
