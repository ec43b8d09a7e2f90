import { useCallback } from 'react';
import Link from '@mui/material/Link';
import { SCHEDULER_ACTOR } from '@careledger/domain';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actorOf, canAccess, useSession } from '../auth';
import { useLocaleSegment } from '../i18n';

const shortId = (id: string): string => id.slice(0, 8);

/**
 * Who did something, as the reader should see it: the scheduler (which the service names in English)
 * in the reader's language, anyone else by the name the service sent.
 */
export const useActorName = () => {
  const { t } = useTranslation('common');
  return useCallback((id: string | null, name: string | null): string | null => (id?.toLowerCase() === SCHEDULER_ACTOR.id ? t('people.scheduler') : name), [t]);
};

/**
 * A person or record by the name the service sent beside its id; the id's first characters (the
 * whole id on hover) only where no read model names it, e.g. a record still arriving.
 */
export function Named({ id, name: sent }: { id: string | null; name: string | null }) {
  const name = useActorName()(id, sent);
  if (id === null) return <>—</>;
  if (name !== null && name !== '') return <span title={id}>{name}</span>;
  return (
    <code title={id} style={{ fontFamily: 'monospace' }}>
      {shortId(id)}
    </code>
  );
}

/** A patient by name, opening the patient's page. */
export function PatientName({ id, name }: { id: string; name: string | null }) {
  const locale = useLocaleSegment();
  const session = useSession();
  if (!canAccess(actorOf(session), 'patients')) return <Named id={id} name={name} />;
  return (
    <Link component={RouterLink} to={`/user/${locale}/patients/${id}`} onClick={(event) => event.stopPropagation()}>
      <Named id={id} name={name} />
    </Link>
  );
}
