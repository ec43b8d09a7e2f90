import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { actorOf, canAccess, type Resource } from './access';
import { useSession } from './session';

/** A screen outside this role's navigation, reached by its URL: say so rather than show a wall of 403s. */
export function RequireAccess({ resource, children }: { resource: Resource; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!canAccess(actorOf(session), resource)) return <Alert severity="warning">{t('errors.noAccess')}</Alert>;
  return children;
}
