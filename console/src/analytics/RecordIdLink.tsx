import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnalyticsMachine } from '../api';
import { actorOf, canAccess, useSession } from '../auth';
import { useLocaleSegment } from '../i18n';
import { recordLinkOf } from './record-links';

/** A record behind a figure by its short id, a link to its page where it has one the reader may open. */
export function RecordIdLink({ machine, recordId }: { machine: AnalyticsMachine; recordId: string }) {
  const { t } = useTranslation('analytics');
  const segment = useLocaleSegment();
  const actor = actorOf(useSession());
  const link = recordLinkOf(machine, recordId);
  const shortId = recordId.slice(0, 8);
  if (link === undefined || !canAccess(actor, link.resource)) return shortId;
  return (
    <Link component={RouterLink} to={`/user/${segment}/${link.path}`} aria-label={t('drill.open', { record: t(`drill.recordKinds.${machine}`), id: shortId })}>
      {shortId}
    </Link>
  );
}
