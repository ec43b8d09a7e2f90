import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError, type AuditEvent, type AuditListParams, type AuditSortField } from '../api';
import { AsOfControl } from '../assessment/AsOf';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { ArrowBackIcon } from '../layout/icons';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useListParams } from '../layout/useListParams';
import { useEventColumns, withRowIds } from './columns';
import { EventDialog, JsonBlock } from './EventDialog';
import { DEFAULT_SORT, NO_FILTER, PAGE_SIZES, listParamsFrom, searchFrom } from './filters';
import { useAuditEvents, useStateAsOf } from './queries';
import { VerifiedMark } from './VerifiedMark';
import { parseStream, stateSourceOf } from './streams';

const SORTABLE: readonly AuditSortField[] = ['position'];

interface HistoryParams extends AuditListParams {
  asOf?: string | undefined;
}

/** Only paging and the "as of" instant live in this page's URL: the stream is its path. */
const historyParamsFrom = (search: URLSearchParams): HistoryParams => {
  const asOf = search.get('asOf');
  return { ...listParamsFrom(search), ...NO_FILTER, asOf: asOf !== null && !Number.isNaN(Date.parse(asOf)) ? new Date(asOf).toISOString() : undefined };
};
const historySearchFrom = ({ asOf, ...params }: HistoryParams): URLSearchParams => {
  const search = searchFrom({ ...params, ...NO_FILTER });
  if (asOf !== undefined) search.set('asOf', asOf);
  return search;
};

function EmptyOverlay() {
  const { t } = useTranslation('audit');
  return <EmptyMessage title={t('history.empty')} hint="" />;
}

/** Every event of one stream, and, where the server offers it, the record as it stood at an instant. */
export default function StreamHistory() {
  const { t } = useTranslation('audit');
  const locale = useLocaleSegment();
  const stream = useParams().stream ?? '';
  const ref = parseStream(stream);
  useDocumentTitle(t('history.title', { stream }));
  const { params, update } = useListParams(historyParamsFrom, historySearchFrom);
  const { asOf, ...paging } = params;
  const events = useAuditEvents({ ...paging, stream }, ref !== undefined);
  const columns = useEventColumns(false);
  const answer = useMemo(() => (ref === undefined ? undefined : withRowIds(events.data)), [ref, events.data]);
  const [opened, setOpened] = useState<AuditEvent>();
  const setAsOf = useCallback((instant: string | undefined) => update({ asOf: instant }), [update]);

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <div>
        <Button component={RouterLink} to={`/user/${locale}/audit`} startIcon={<ArrowBackIcon />}>
          {t('history.back')}
        </Button>
      </div>
      <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-all' }}>
        {t('history.title', { stream })}
      </Typography>
      {ref !== undefined && (
        <div>
          <VerifiedMark streamId={stream} />
        </div>
      )}
      {ref === undefined ? (
        <Alert severity="warning">{t('history.invalidStream')}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('asOf.title')}
            </Typography>
            {stateSourceOf(ref) === undefined ? (
              <Typography color="text.secondary">{t('asOf.unavailable')}</Typography>
            ) : (
              <>
                <AsOfControl key={asOf ?? 'now'} value={asOf} onChange={setAsOf} />
                {asOf !== undefined && <StateAsOf streamRef={ref} asOf={asOf} />}
              </>
            )}
          </Paper>
          <Typography variant="h6" component="h2">
            {t('history.events')}
          </Typography>
          {events.isError && <ErrorAlert error={events.error} onRetry={() => void events.refetch()} />}
          <RecordGrid
            label={t('history.events')}
            answer={answer}
            loading={events.isFetching}
            columns={columns}
            paging={paging}
            pageSizes={PAGE_SIZES}
            sortable={SORTABLE}
            defaultSort={DEFAULT_SORT}
            onPagingChange={update}
            onOpen={(id) => setOpened(answer?.data.find((row) => row.id === id))}
            emptyOverlay={EmptyOverlay}
          />
          <EventDialog event={opened} onClose={() => setOpened(undefined)} />
        </>
      )}
    </Stack>
  );
}

function StateAsOf({ streamRef, asOf }: { streamRef: NonNullable<ReturnType<typeof parseStream>>; asOf: string }) {
  const { t } = useTranslation('audit');
  const format = useFormatters();
  const state = useStateAsOf(stateSourceOf(streamRef), asOf);
  if (state.isPending) return null;
  if (state.isError) {
    if (isApiError(state.error) && state.error.status === 404) return <Alert severity="info" sx={{ mt: 2 }}>{t('asOf.notYet')}</Alert>;
    return <ErrorAlert error={state.error} onRetry={() => void state.refetch()} sx={{ mt: 2 }} />;
  }
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {state.data.version !== undefined && <Typography variant="body2">{t('asOf.version', { version: state.data.version, time: format.dateTime(asOf) })}</Typography>}
      <JsonBlock value={state.data.state} label={t('asOf.title')} />
    </Stack>
  );
}
