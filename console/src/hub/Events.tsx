import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HubEvent } from '../api';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { PageLoader } from '../layout/PageLoader';
import { useHubEvents } from './queries';

const EVENT_PAGE_SIZE = 10;

/** The hub's calendar as the server orders it: upcoming events soonest first, then past ones. */
export function HubEvents({ hubId }: { hubId: string }) {
  const { t } = useTranslation('hubs');
  const [includeCancelled, setIncludeCancelled] = useState(false);
  const [page, setPage] = useState(1);
  const events = useHubEvents(hubId, { page, pageSize: EVENT_PAGE_SIZE, includeCancelled });
  const pages = events.data === undefined ? 0 : Math.ceil(events.data.total / EVENT_PAGE_SIZE);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={includeCancelled}
            onChange={(event) => {
              setIncludeCancelled(event.target.checked);
              setPage(1);
            }}
          />
        }
        label={t('show.includeCancelled')}
      />
      {events.isPending ? (
        <PageLoader />
      ) : events.isError ? (
        <ErrorAlert error={events.error} onRetry={() => void events.refetch()} />
      ) : events.data.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('show.noEvents')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('show.events')} sx={{ opacity: events.isPlaceholderData ? 0.6 : 1 }}>
          {events.data.data.map((event) => (
            <EventItem key={event.eventId} event={event} />
          ))}
        </List>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} size="small" aria-label={t('show.eventPages')} />
        </Box>
      )}
    </Stack>
  );
}

function EventItem({ event }: { event: HubEvent }) {
  const { t } = useTranslation('hubs');
  const format = useFormatters();
  const cancelled = event.status === 'cancelled';
  return (
    <ListItem disableGutters data-testid="hub-event" sx={{ alignItems: 'flex-start' }}>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Box component="span" sx={{ textDecoration: cancelled ? 'line-through' : 'none' }}>
              {event.title}
            </Box>
            {cancelled && <Chip size="small" variant="outlined" label={t('show.cancelled')} />}
          </Stack>
        }
        secondary={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {`${format.dateTime(event.startsAt)} – ${format.dateTime(event.endsAt)}`}
            </Box>
            {event.description !== null && event.description !== '' && (
              <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                {event.description}
              </Box>
            )}
            {cancelled && event.cancelReason !== null && (
              <Box component="span" sx={{ display: 'block' }}>
                {t('show.cancelledBecause', { reason: event.cancelReason })}
              </Box>
            )}
          </>
        }
      />
    </ListItem>
  );
}
