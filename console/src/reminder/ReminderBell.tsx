import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotificationsIcon } from '../layout/icons';
import { reminderKeys, useUnreadReminders } from './queries';

// The list is its own chunk, loaded when first opened: the bell alone rides with the app bar.
const ReminderPopover = lazy(() => import('./ReminderPopover'));

/** The app bar's bell: how many reminders are unread, and the list of them on a click. */
export function ReminderBell() {
  const { t } = useTranslation();
  const unread = useUnreadReminders().data ?? 0;
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mounted = useRef(false);

  // Besides the minute's poll, each navigation asks again: the count is fresh where the user looks.
  useEffect(() => {
    if (mounted.current) void queryClient.invalidateQueries({ queryKey: reminderKeys.unread });
    mounted.current = true;
  }, [pathname, queryClient]);

  const label = unread > 0 ? t('reminders.unread', { count: unread }) : t('reminders.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)} sx={{ mr: 1 }}>
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {anchor !== null && (
        <Suspense fallback={null}>
          <ReminderPopover anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
