import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { actorOf, canAccess, useSession } from '../auth';
import { useLocaleSegment } from '../i18n';

const shortId = (id: string): string => id.slice(0, 8);

/**
 * A person or record by the name the service sent beside its id; the id's first characters (the
 * whole id on hover) only where no read model names it, e.g. the system or a record still arriving.
 */
export function Named({ id, name }: { id: string | null; name: string | null }) {
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
