import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { allAssessmentEventTypes, type AssessmentEvent } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isRecord, type AssessmentStatusEntry, type HistoryEntry } from '../api';
import { roleNameOf } from '../auth';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useActorName } from '../layout/Named';
import { useAssessmentHistory } from './queries';
import { useStatusLabel } from './status';

const isKnownEvent = (type: string): type is AssessmentEvent['type'] => allAssessmentEventTypes.includes(type as AssessmentEvent['type']);

/** `SomethingHappened` reads as "Something happened" for a type this console does not know yet. */
const humanize = (type: string) => {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface AssessmentHistoryProps {
  id: string;
  statuses: readonly AssessmentStatusEntry[] | undefined;
}

/** Every event of the assessment's stream, oldest first: what happened, who did it, when. */
export function AssessmentHistory({ id, statuses }: AssessmentHistoryProps) {
  const { t } = useTranslation('assessments');
  const format = useFormatters();
  const statusLabel = useStatusLabel(statuses);
  const history = useAssessmentHistory(id);
  const actorName = useActorName();

  if (history.isPending) {
    return (
      <Stack spacing={1} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (history.isError) return <ErrorAlert error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <Typography color="text.secondary">{t('history.empty')}</Typography>;

  const detailOf = (entry: HistoryEntry): string | undefined => {
    const data = isRecord(entry.data) ? entry.data : {};
    if (typeof data.visitAt === 'string') return t('history.visitAt', { time: format.dateTime(data.visitAt) });
    if (typeof data.startsAt === 'string' && typeof data.endsAt === 'string') return t('history.shift', { start: format.dateTime(data.startsAt), end: format.dateTime(data.endsAt) });
    if (typeof data.reason === 'string') return t('history.reason', { reason: data.reason });
    if (typeof data.status === 'number') return t('history.createdAs', { status: statusLabel(data.status) });
    return undefined;
  };

  const roleOf = (roleId: number) => {
    const name = roleNameOf(roleId);
    return name === undefined ? String(roleId) : t(`roles.${name}`);
  };
  const byline = (entry: HistoryEntry): string => {
    const name = actorName(entry.actorId, entry.actorName);
    return name === null ? t('history.byRole', { role: roleOf(entry.actorRole) }) : t('history.byPerson', { name, role: roleOf(entry.actorRole) });
  };

  const ordered = [...history.data].sort((a, b) => a.streamVersion - b.streamVersion);
  return (
    <List aria-label={t('history.title')} disablePadding>
      {ordered.map((entry, index) => {
        const detail = detailOf(entry);
        return (
          <ListItem
            key={`${entry.streamVersion}-${entry.type}`}
            data-testid="history-item"
            alignItems="flex-start"
            sx={{
              position: 'relative',
              pl: 4,
              pb: 1.5,
              // The dot and the line that make the list read as a timeline.
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 10,
                top: 18,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: index === ordered.length - 1 ? 'primary.main' : 'grey.400',
              },
              '&::after':
                index === ordered.length - 1
                  ? undefined
                  : { content: '""', position: 'absolute', left: 14, top: 32, bottom: -14, width: 2, bgcolor: 'divider' },
            }}
          >
            <ListItemText
              primary={isKnownEvent(entry.type) ? t(`events.${entry.type}`) : humanize(entry.type)}
              secondary={
                <>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {byline(entry)} ·{' '}
                    <time dateTime={entry.occurredAt}>{format.dateTime(entry.occurredAt)}</time>
                  </Typography>
                  {detail !== undefined && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {detail}
                    </Typography>
                  )}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
