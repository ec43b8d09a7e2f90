import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '../api';
import { useFormatters, useLocaleSegment } from '../i18n';
import { useActorName } from '../layout/Named';
import { streamHistoryPath, useRoleLabel } from './labels';

interface EventDialogProps {
  event: AuditEvent | undefined;
  onClose: () => void;
}

/** One event in full: its metadata, its data as formatted JSON, and the way to its record's history. */
export function EventDialog({ event, onClose }: EventDialogProps) {
  const { t } = useTranslation('audit');
  const { t: tc } = useTranslation('common');
  const locale = useLocaleSegment();
  const titleId = useId();
  return (
    <Dialog open={event !== undefined} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      {event !== undefined && (
        <>
          <DialogTitle id={titleId}>{t('event.title', { type: event.type })}</DialogTitle>
          <DialogContent dividers>
            <EventFacts event={event} />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
              {t('event.data')}
            </Typography>
            <JsonBlock value={event.data} label={t('event.data')} />
          </DialogContent>
          <DialogActions>
            <Button component={RouterLink} to={streamHistoryPath(locale, event.streamId)}>
              {t('event.recordHistory')}
            </Button>
            <Button onClick={onClose}>{tc('actions.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function EventFacts({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('audit');
  const format = useFormatters();
  const roleLabel = useRoleLabel();
  const actorName = useActorName()(event.actorId, event.actorName);
  const facts: [string, string][] = [
    [t('fields.occurredAt'), format.dateTime(event.occurredAt)],
    [t('fields.recordedAt'), format.dateTime(event.recordedAt)],
    [t('fields.stream'), event.streamId],
    [t('fields.version'), String(event.streamVersion)],
    [t('fields.position'), String(event.globalPosition)],
    [t('fields.actor'), actorName === null ? event.actorId : `${actorName} (${event.actorId})`],
    [t('fields.role'), roleLabel(event.actorRole)],
    [t('fields.correlation'), event.correlationId],
  ];
  if (event.causationId) facts.push([t('fields.causation'), event.causationId]);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Data as the server sent it, indented; a region so a screen reader can find it and the keyboard scroll it. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <Box
      component="pre"
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="event-json"
      sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: 400, fontSize: 13 }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}
