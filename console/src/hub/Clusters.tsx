import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { PageLoader } from '../layout/PageLoader';
import { useHubClusters } from './queries';

/** The clusters holding this hub; each opens the hubs list narrowed to that cluster. */
export function HubClusters({ hubId }: { hubId: string }) {
  const { t } = useTranslation('hubs');
  const locale = useLocaleSegment();
  const clusters = useHubClusters(hubId);

  if (clusters.isPending) return <PageLoader />;
  if (clusters.isError) return <ErrorAlert error={clusters.error} onRetry={() => void clusters.refetch()} />;
  if (clusters.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('show.noClusters')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      <Stack component="ul" direction="row" spacing={1} useFlexGap aria-label={t('show.clusters')} sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
        {clusters.data.map((cluster) => (
          <li key={cluster.id}>
            <Chip clickable component={RouterLink} to={`/user/${locale}/hubs?clusterId=${cluster.id}`} label={cluster.name} variant="outlined" color="primary" />
          </li>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('show.clusterHint')}
      </Typography>
    </Stack>
  );
}
