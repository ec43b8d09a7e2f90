import { Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from 'react-router';
import { useLocaleSegment } from '../i18n';
import { LocaleSwitcher } from './LocaleSwitcher';
import { PublicSessionLinks } from './PublicSessionLinks';
import { PageLoader } from './PageLoader';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useHeadingFocus } from './useHeadingFocus';

export function PublicLayout() {
  const locale = useLocaleSegment();
  useHeadingFocus(MAIN_ID);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="static" color="transparent" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <Typography
            variant="h6"
            component={RouterLink}
            to={`/${locale}`}
            sx={{ flexGrow: 1, color: 'primary.main', textDecoration: 'none', fontWeight: 700 }}
          >
            Careledger
          </Typography>
          <LocaleSwitcher />
          <Suspense fallback={null}>
            <PublicSessionLinks />
          </Suspense>
        </Toolbar>
      </AppBar>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
