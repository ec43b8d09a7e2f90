import Chip from '@mui/material/Chip';
import { can } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { actorOf, useSession } from '../auth';
import { useFormatters } from '../i18n';
import { useStreamIntegrity } from './integrity-queries';

/**
 * A record's own verdict on its history page: verified (and when) if the last completed run that
 * covered its stream found it clean, altered if that run found it changed, else not verified yet.
 */
export function VerifiedMark({ streamId }: { streamId: string }) {
  const { t } = useTranslation('audit');
  const { dateTime } = useFormatters();
  const mayRead = can(actorOf(useSession()), 'integrity.read');
  const verdict = useStreamIntegrity(streamId, mayRead);
  if (!mayRead || verdict.data === undefined) return null;
  const last = verdict.data.lastRun;
  if (last === null) return <Chip size="small" variant="outlined" label={t('verified.never')} data-testid="verified-mark" />;
  const time = dateTime(last.finishedAt);
  return last.clean ? (
    <Chip size="small" color="success" label={t('verified.clean', { time })} data-testid="verified-mark" />
  ) : (
    <Chip size="small" color="error" label={t('verified.altered', { time })} data-testid="verified-mark" />
  );
}
