import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { actorOf, useSession } from '../auth';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage } from '../layout/RecordGrid';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { BackgroundJobs } from '../job/BackgroundJobs';
import { anyBusy, type RebuildRequests } from './phase';
import { useProjectionStatus, useRebuildProjection } from './queries';
import { ReadModelTable } from './ReadModelTable';
import { RebuildDialog } from './RebuildDialog';
import { RebuildOutcomes } from './RebuildOutcomes';

/** The read models (DESIGN.md section 4): how far each has read, and a rebuild whose progress shows while it runs. */
export default function ReadModels() {
  const { t } = useTranslation('projections');
  useDocumentTitle(t('title'));
  const actor = actorOf(useSession());
  const mayRebuild = can(actor, 'projection.rebuild');
  const maySeeJobs = can(actor, 'job.read');
  const [requests, setRequests] = useState<RebuildRequests>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const status = useProjectionStatus((answer) => anyBusy(answer?.data, requests));
  const rebuild = useRebuildProjection(({ name, previousStartedAt }) => setRequests((current) => ({ ...current, [name]: { previousStartedAt } })));
  const models = status.data?.data ?? [];

  const open = (name: string) => {
    rebuild.reset();
    setConfirming(name);
  };
  const confirm = (name: string, idempotencyKey: string) => {
    const previousStartedAt = models.find((model) => model.name === name)?.rebuild?.startedAt ?? null;
    rebuild.mutate({ name, idempotencyKey, previousStartedAt }, { onSuccess: () => setConfirming(null) });
  };
  const forget = (name: string) => setRequests(({ [name]: _answered, ...rest }) => rest);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      {status.data !== undefined && <Typography color="text.secondary">{t('intro', { head: status.data.head })}</Typography>}
      <RebuildOutcomes models={models} requests={requests} onDismiss={forget} />
      {status.isError && <ErrorAlert error={status.error} onRetry={() => void status.refetch()} />}
      {status.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
      {status.data !== undefined && (
        <Paper variant="outlined">
          {models.length === 0 ? (
            <EmptyMessage title={t('empty')} hint={t('emptyHint')} />
          ) : (
            <ReadModelTable models={models} requests={requests} onRebuild={mayRebuild ? (model) => open(model.name) : null} />
          )}
        </Paper>
      )}
      <RebuildDialog name={confirming} pending={rebuild.isPending} error={rebuild.error} onClose={() => setConfirming(null)} onConfirm={confirm} />
      {maySeeJobs && <BackgroundJobs />}
    </Stack>
  );
}
