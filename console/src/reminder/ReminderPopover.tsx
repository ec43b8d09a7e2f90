import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Reminder } from '../api';
import { actorOf, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { reminderLink } from './links';
import { useMarkReminderRead, useReminders } from './queries';

interface ReminderPopoverProps {
  anchor: HTMLElement;
  onClose: () => void;
}

/** The user's newest reminders under the bell: what is due, for whom, when; a link to it; mark read. */
export default function ReminderPopover({ anchor, onClose }: ReminderPopoverProps) {
  const { t } = useTranslation('reminders');
  const reminders = useReminders();
  const list = reminders.data?.data ?? [];

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 32px)', maxHeight: 480 } } }}
    >
      <Box role="dialog" aria-label={t('title')} sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        {reminders.isPending && <CircularProgress size={24} aria-label={t('loading')} sx={{ display: 'block', mx: 'auto', my: 2 }} />}
        <ErrorAlert error={reminders.error} onRetry={() => void reminders.refetch()} sx={{ mt: 1 }} />
        {reminders.isSuccess && list.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('none')}
          </Typography>
        )}
        {list.length > 0 && (
          <List dense disablePadding aria-label={t('title')}>
            {list.map((reminder) => (
              <ReminderItem key={reminder.id} reminder={reminder} onFollow={onClose} />
            ))}
          </List>
        )}
      </Box>
    </Popover>
  );
}

function ReminderItem({ reminder, onFollow }: { reminder: Reminder; onFollow: () => void }) {
  const { t } = useTranslation('reminders');
  const { dateTime } = useFormatters();
  const locale = useLocaleSegment();
  const actor = actorOf(useSession());
  const markRead = useMarkReminderRead();
  const unread = reminder.readAt === null;

  return (
    <ListItem
      divider
      disableGutters
      secondaryAction={
        unread ? (
          <Button size="small" onClick={() => markRead.mutate(reminder.id)} loading={markRead.isPending} aria-label={t('markReadOf', { title: reminder.title })}>
            {t('markRead')}
          </Button>
        ) : undefined
      }
      sx={{ pr: unread ? 12 : 0 }}
    >
      <ListItemText
        primary={
          <Link component={RouterLink} to={reminderLink(reminder, locale, actor)} onClick={onFollow} underline="hover" sx={{ fontWeight: unread ? 700 : 400 }}>
            {reminder.title}
          </Link>
        }
        secondary={
          <>
            {t(`source.${reminder.source}`)} · {reminder.patientName ?? t('unnamedPatient')}
            <br />
            {t('dueAt', { when: dateTime(reminder.dueAt) })}
            {unread ? '' : ` · ${t('read')}`}
          </>
        }
      />
    </ListItem>
  );
}
