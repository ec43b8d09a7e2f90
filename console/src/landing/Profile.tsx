import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { locationSearchApi, isApiError, type SearchProfile } from '../api';
import { loginPath, usePublicSession } from '../auth';
import { useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { NotFound } from '../layout/NotFound';
import { PageLoader } from '../layout/PageLoader';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ClusterMap, type MapPoint } from '../map';
import { useCareServiceNames } from './careServiceNames';
import type { SearchType } from './searchTypes';

/** "ES" as the reader says it: "España", "Spain". */
const useCountryName = (): ((code: string) => string) => {
  const { i18n } = useTranslation();
  const names = useMemo(() => new Intl.DisplayNames([i18n.resolvedLanguage ?? i18n.language], { type: 'region' }), [i18n.resolvedLanguage, i18n.language]);
  return (code) => (/^[A-Z]{2}$/.test(code) ? (names.of(code) ?? code) : code);
};

// The request form (and MUI's text fields) loads when the visitor opens it, not with the profile.
const RequestCareForm = lazy(() => import('./RequestCareForm').then((module) => ({ default: module.RequestCareForm })));

const isHub = (profile: SearchProfile): profile is SearchProfile & { kind: 'shared-living' | 'day-program' } => profile.kind !== 'homecare';

/** How a visitor or a signed-in user asks for care here. */
function RequestCare({ profile }: { profile: SearchProfile }) {
  const { t } = useTranslation('landing');
  const locale = useLocaleSegment();
  const { pathname } = useLocation();
  const session = usePublicSession();
  const [open, setOpen] = useState(false);
  // Homecare has no public intake in the domain yet: host leads are for homes and day programs.
  if (!isHub(profile)) return <Typography color="text.secondary">{t('profile.homecareRequest')}</Typography>;
  if (session === undefined) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button variant="contained" component={RouterLink} to={loginPath(locale, pathname)}>
          {t('profile.signInToRequest')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('profile.signInHint')}
        </Typography>
      </Stack>
    );
  }
  return (
    <>
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
        {t('profile.requestCare')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        {open && (
          <Suspense fallback={<PageLoader />}>
            <RequestCareForm profile={profile} session={session} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}

function ProfileDetails({ profile }: { profile: SearchProfile }) {
  const { t } = useTranslation('landing');
  const careServiceNames = useCareServiceNames();
  useDocumentTitle(profile.name);
  const points = useMemo<MapPoint[]>(() => [{ id: profile.id, lat: profile.lat, lng: profile.lng, label: profile.name }], [profile]);
  const country = useCountryName();
  const address = [profile.city, profile.province, profile.country === null ? '' : country(profile.country)].filter((part) => part !== '').join(', ');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 3, alignItems: 'start' }}>
      <Stack spacing={2}>
        <Chip label={t(`searchTypes.${profile.kind}`)} sx={{ alignSelf: 'flex-start' }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {profile.name}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, '& dd': { m: 0 } }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>{t('profile.address')}</Typography>
          <Typography component="dd">{address}</Typography>
          {profile.capacity !== null && (
            <>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{t('profile.capacity')}</Typography>
              <Typography component="dd">{t('profile.capacityValue', { count: profile.capacity })}</Typography>
            </>
          )}
          {profile.kind === 'homecare' && (
            <>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{t('profile.careServices')}</Typography>
              <Typography component="dd">{profile.careServiceIds.length === 0 ? t('profile.noCareServices') : careServiceNames(profile.careServiceIds)}</Typography>
            </>
          )}
        </Box>
        <RequestCare profile={profile} />
      </Stack>
      <ClusterMap points={points} selectedId={profile.id} onSelect={() => undefined} label={t('profile.mapLabel', { name: profile.name })} height={{ xs: 280, md: 420 }} />
    </Box>
  );
}

/** The public profile of one result (`/<locale>/homes/<id>` and its siblings): what it is, where, and how to ask for care. */
export default function Profile({ kind }: { kind: SearchType }) {
  const { t } = useTranslation('landing');
  const locale = useLocaleSegment();
  const { id = '' } = useParams();
  const profile = useQuery({ queryKey: ['search-profile', kind, id], queryFn: ({ signal }) => locationSearchApi.profile(kind, id, signal), retry: false });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={`/${locale}`} sx={{ mb: 2 }}>
        {t('profile.backToSearch')}
      </Button>
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        isApiError(profile.error) && profile.error.status === 404 ? <NotFound /> : <ErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileDetails profile={profile.data} />
      )}
    </Container>
  );
}
