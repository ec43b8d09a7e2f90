import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, type Integrity, type IntegrityRun } from '../api';
import { actorOf, useSession } from '../auth';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage } from '../layout/RecordGrid';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { AuditTabs } from './AuditTabs';
import { isVerifying, useIntegrity, useStartVerification, useTakeAnchor } from './integrity-queries';
import { IntegrityFaults } from './IntegrityFaults';
import { IntegrityRuns, RunScope } from './IntegrityRuns';

/** The run under way: a determinate bar, and where it is in words. */
function RunProgress({ run }: { run: IntegrityRun }) {
  const { t } = useTranslation('audit');
  const text =
    run.state === 'waiting'
      ? t('integrity.progress.waiting')
      : t(`integrity.progress.${run.phase}`, { events: run.events, streams: run.streams, anchors: run.anchors, ratio: run.progress / 100 });
  return (
    <Box role="status">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        <RunScope run={run} />
      </Typography>
      <LinearProgress
        variant={run.state === 'waiting' ? 'indeterminate' : 'determinate'}
        value={run.progress}
        aria-label={t('integrity.progress.label')}
        aria-valuetext={text}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}

function AnchorSummary({ integrity }: { integrity: Integrity }) {
  const { t } = useTranslation('audit');
  const { dateTime } = useFormatters();
  const last = integrity.lastAnchor;
  return (
    <Typography variant="body2">
      {last === null ? t('integrity.anchors.none') : t('integrity.anchors.last', { count: integrity.anchors, position: last.position, time: dateTime(last.anchoredAt) })}
    </Typography>
  );
}

/** Why taking an anchor was refused, when the refusal is no fault: nothing was written since the last one. */
const nothingNew = (error: unknown): boolean => isApiError(error) && error.domainCode === 'nothing_to_anchor';

/**
 * The log's tamper evidence (issue 19): the verifications, newest first, a "verify now" whose
 * progress shows until it is done, and the broken links of the latest run that found any.
 */
export default function IntegrityScreen() {
  const { t } = useTranslation('audit');
  const headingId = useId();
  useDocumentTitle(t('integrity.title'));
  const actor = actorOf(useSession());
  const integrity = useIntegrity();
  const start = useStartVerification();
  const anchor = useTakeAnchor();
  const runs = integrity.data?.runs ?? [];
  const current = runs.find((run) => run.state === 'waiting' || run.state === 'running');
  const faulted = runs.find((run) => run.state === 'completed' && run.faultCount > 0);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('list.title')}
      </Typography>
      <AuditTabs current="integrity" />
      <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography variant="h5" component="h2" id={headingId}>
            {t('integrity.title')}
          </Typography>
          <Typography color="text.secondary">{t('integrity.intro')}</Typography>
          {integrity.data !== undefined && <AnchorSummary integrity={integrity.data} />}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {can(actor, 'integrity.verify') && (
              <Button variant="contained" disabled={isVerifying(integrity.data) || start.isPending} onClick={() => start.mutate({})}>
                {t('integrity.verifyNow')}
              </Button>
            )}
            {can(actor, 'anchor.create') && (
              <Button variant="outlined" disabled={anchor.isPending} onClick={() => anchor.mutate()}>
                {t('integrity.anchorNow')}
              </Button>
            )}
          </Stack>
          {start.isError && <ErrorAlert error={start.error} />}
          {anchor.isError && (nothingNew(anchor.error) ? <Alert severity="info">{t('integrity.anchors.nothingNew')}</Alert> : <ErrorAlert error={anchor.error} />)}
          {anchor.isSuccess && anchor.data.anchor !== undefined && (
            <Alert severity="success">{t('integrity.anchors.taken', { sequence: anchor.data.anchor.sequence, position: anchor.data.anchor.position })}</Alert>
          )}
          {current !== undefined && <RunProgress run={current} />}
        </Stack>
      </Paper>
      {integrity.isError && <ErrorAlert error={integrity.error} onRetry={() => void integrity.refetch()} />}
      {integrity.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
          <CircularProgress aria-label={t('integrity.loading')} />
        </Box>
      )}
      {integrity.data !== undefined && (
        <Paper variant="outlined">
          {runs.length === 0 ? <EmptyMessage title={t('integrity.runs.empty')} hint={t('integrity.runs.emptyHint')} /> : <IntegrityRuns runs={runs} />}
        </Paper>
      )}
      {faulted !== undefined && (
        <Paper variant="outlined">
          <IntegrityFaults run={faulted} />
        </Paper>
      )}
    </Stack>
  );
}
