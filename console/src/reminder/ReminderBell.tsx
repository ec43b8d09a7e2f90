import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { DeferredTooltip } from '../layout/DeferredTooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotificationsIcon } from '../layout/icons';
import { reminderKeys, useUnreadReminders } from './queries';

const MAX_SHOWN = 99;

// The list is its own chunk, loaded when first opened: the bell alone rides with the app bar.
const ReminderPopover = lazy(() => import('./ReminderPopover'));

// MUI's Badge costs 1.5 KB of brotli on every signed-in first screen (issue 24's budget) for this one count.
function CountBadge({ shown, children }: { shown: string; children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: 0,
          right: 0,
          transform: 'translate(50%, -50%)',
          minWidth: 20,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: '0.75rem',
          fontWeight: 500,
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {shown}
      </Box>
    </Box>
  );
}

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

  // The name says the count as the badge shows it ("99+"), so a voice user can say what they see.
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  const label = unread > 0 ? t('reminders.unread', { count: unread, shown }) : t('reminders.label');
  return (
    <>
      <DeferredTooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)} sx={{ mr: 1 }}>
          {/* No badge at all when nothing is unread: a hidden "0" would still be text the name does not hold. */}
          {unread > 0 ? (
            <CountBadge shown={shown}>
              <NotificationsIcon />
            </CountBadge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </DeferredTooltip>
      {anchor !== null && (
        <Suspense fallback={null}>
          <ReminderPopover anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
