import { Suspense, lazy, useState, type ReactElement } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Navigate, Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OutboxSync } from '../offline/OutboxSync';
import { actorOf, canAccess, roleNameOf, useLogout, useSession, type Resource } from '../auth';
import { useLocaleSegment } from '../i18n';
import { AssignmentIcon, MenuIcon, PeopleIcon, WorkIcon } from './icons';
import { BarChartIcon, DashboardIcon, ShowChartIcon } from './icons';
import { HomeIcon, SwapHorizIcon } from './icons';
import { DescriptionIcon } from './icons';
import { HistoryIcon, ManageAccountsIcon } from './icons';
import { BadgeIcon, BusinessIcon } from './icons';
import { PersonAddIcon } from './icons';
import { ReceiptIcon } from './icons';
import { KeyIcon, NotificationsIcon, StorageIcon } from './icons';
import { TaskAltIcon, TodayIcon } from './icons';
import { LocaleSwitcher } from './LocaleSwitcher';
import { PageLoader } from './PageLoader';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useHeadingFocus } from './useHeadingFocus';
import { ReminderBell } from '../reminder/ReminderBell';

const DRAWER_WIDTH = 240;

// A phone opens the navigation from the menu button: the sliding drawer's code (2 KB of brotli) loads
// with the first tap, not with every signed-in first screen (issue 24's budget).
const NavigationDrawer = lazy(() => import('./NavigationDrawer'));

interface NavItem {
  resource: Resource;
  path: string;
  label: `nav.${Resource}`;
  icon: ReactElement;
}

const NAV_ITEMS: readonly NavItem[] = [
  { resource: 'day', path: 'day', label: 'nav.day', icon: <TodayIcon /> },
  { resource: 'dashboard', path: 'dashboard', label: 'nav.dashboard', icon: <DashboardIcon /> },
  { resource: 'assessments', path: 'assessments', label: 'nav.assessments', icon: <AssignmentIcon /> },
  { resource: 'patients', path: 'patients', label: 'nav.patients', icon: <PeopleIcon /> },
  { resource: 'postings', path: 'postings', label: 'nav.postings', icon: <WorkIcon /> },
  { resource: 'referrals', path: 'referrals', label: 'nav.referrals', icon: <SwapHorizIcon /> },
  { resource: 'hubs', path: 'hubs', label: 'nav.hubs', icon: <HomeIcon /> },
  { resource: 'hostLeads', path: 'host-leads', label: 'nav.hostLeads', icon: <PersonAddIcon /> },
  { resource: 'notes', path: 'notes', label: 'nav.notes', icon: <DescriptionIcon /> },
  { resource: 'tasks', path: 'tasks', label: 'nav.tasks', icon: <TaskAltIcon /> },
  { resource: 'reports', path: 'reports', label: 'nav.reports', icon: <BarChartIcon /> },
  { resource: 'analytics', path: 'analytics', label: 'nav.analytics', icon: <ShowChartIcon /> },
  { resource: 'users', path: 'users', label: 'nav.users', icon: <ManageAccountsIcon /> },
  { resource: 'audit', path: 'audit', label: 'nav.audit', icon: <HistoryIcon /> },
  { resource: 'caregivers', path: 'caregivers', label: 'nav.caregivers', icon: <BadgeIcon /> },
  { resource: 'agencies', path: 'agencies', label: 'nav.agencies', icon: <BusinessIcon /> },
  { resource: 'billing', path: 'billing', label: 'nav.billing', icon: <ReceiptIcon /> },
  { resource: 'readModels', path: 'read-models', label: 'nav.readModels', icon: <StorageIcon /> },
  { resource: 'apiKeys', path: 'settings/integrations', label: 'nav.apiKeys', icon: <KeyIcon /> },
  { resource: 'webhooks', path: 'settings/webhooks', label: 'nav.webhooks', icon: <NotificationsIcon /> },
];

/** The signed-in frame: app bar, role-aware navigation drawer, and the current screen. */
export function AppShell() {
  const { t } = useTranslation();
  const session = useSession();
  const locale = useLocaleSegment();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, the drawer stays mounted so that closing it slides it away.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const roleName = roleNameOf(session.user.roleId);
  const actor = actorOf(session);
  const items = NAV_ITEMS.filter((item) => canAccess(actor, item.resource));
  useHeadingFocus(MAIN_ID);

  const signOut = () => logout.mutate(undefined, { onSettled: () => void navigate(`/${locale}`, { replace: true }) });

  const navigation = (
    <>
      <Toolbar />
      <List component="nav" aria-label={t('nav.label')}>
        {items.map((item) => {
          const to = `/user/${locale}/${item.path}`;
          return (
            <ListItemButton
              key={item.path}
              component={RouterLink}
              to={to}
              selected={location.pathname === to || location.pathname.startsWith(`${to}/`)}
              onClick={() => setDrawerOpen(false)}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={t(item.label)} />
            </ListItemButton>
          );
        })}
      </List>
    </>
  );

  return (
    <Box sx={{ display: 'flex', height: '100vh' }}>
      <SkipLink />
      <OutboxSync userId={session.user.id} />
      <AppBar position="fixed" sx={{ zIndex: (current) => current.zIndex.drawer + 1 }}>
        <Toolbar>
          {!wide && (
            <IconButton color="inherit" edge="start" aria-label={t('nav.open')} onClick={() => {
                setDrawerLoaded(true);
                setDrawerOpen(true);
              }}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h6"
            component={RouterLink}
            to={`/user/${locale}`}
            noWrap
            sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
          >
            Careledger
          </Typography>
          <ReminderBell />
          <LocaleSwitcher />
          <Box sx={{ display: { xs: 'none', sm: 'block' }, mx: 2, textAlign: 'right', lineHeight: 1.2 }}>
            <Typography variant="body2" component="div">
              {session.user.name}
            </Typography>
            <Typography variant="caption" component="div">
              {roleName === undefined ? session.role.name : t(`roles.${roleName}`)}
            </Typography>
          </Box>
          <Button color="inherit" variant="outlined" size="small" onClick={signOut} loading={logout.isPending}>
            {t('auth.signOut')}
          </Button>
        </Toolbar>
      </AppBar>
      {wide ? (
        <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
          <Paper
            square
            elevation={0}
            sx={{ position: 'fixed', top: 0, bottom: 0, left: 0, width: DRAWER_WIDTH, overflowY: 'auto', borderRight: 1, borderColor: 'divider', zIndex: (current) => current.zIndex.drawer }}
          >
            {navigation}
          </Paper>
        </Box>
      ) : (
        drawerLoaded && (
          <Suspense fallback={null}>
            <NavigationDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={DRAWER_WIDTH}>
              {navigation}
            </NavigationDrawer>
          </Suspense>
        )
      )}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflow: 'auto' }}>
        <Toolbar />
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', p: { xs: 2, md: 3 } }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}

/** `/user/:locale` itself: the first screen this role may open. */
export function SignedInHome() {
  const session = useSession();
  const locale = useLocaleSegment();
  const { t } = useTranslation();
  const first = NAV_ITEMS.find((item) => canAccess(actorOf(session), item.resource));
  if (first !== undefined) return <Navigate to={`/user/${locale}/${first.path}`} replace />;
  return (
    <Typography variant="h5" component="h1">
      {t('welcome', { name: session.user.name })}
    </Typography>
  );
}
