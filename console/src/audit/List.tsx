import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuditEvent, AuditSortField } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useListParams } from '../layout/useListParams';
import { AuditTabs } from './AuditTabs';
import { EventDialog } from './EventDialog';
import { AuditFilters, DEFAULT_SORT, PAGE_SIZES, isFiltered, listParamsFrom, searchFrom } from './filters';
import { useEventColumns, withRowIds } from './columns';
import { useAuditEvents } from './queries';

const SORTABLE: readonly AuditSortField[] = ['position'];

function EmptyOverlay() {
  const { t } = useTranslation('audit');
  const [search] = useSearchParams();
  const filtered = isFiltered(listParamsFrom(search));
  return <EmptyMessage title={filtered ? t('list.emptyFiltered') : t('list.empty')} hint={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')} />;
}

/** DESIGN.md section 7: the global event log, filtered and paged by the server; a row opens the event. */
export default function AuditLog() {
  const { t } = useTranslation('audit');
  const { params, update } = useListParams(listParamsFrom, searchFrom);
  const events = useAuditEvents(params);
  const columns = useEventColumns(true);
  const [opened, setOpened] = useState<AuditEvent>();
  useDocumentTitle(t('list.title'));
  const answer = useMemo(() => withRowIds(events.data), [events.data]);

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Typography variant="h4" component="h1">
        {t('list.title')}
      </Typography>
      <AuditTabs current="events" />
      <AuditFilters params={params} onChange={(change) => update({ ...change, page: 1 })} />
      {events.isError && <ErrorAlert error={events.error} onRetry={() => void events.refetch()} />}
      <RecordGrid
        label={t('list.title')}
        answer={answer}
        loading={events.isFetching}
        columns={columns}
        paging={params}
        pageSizes={PAGE_SIZES}
        sortable={SORTABLE}
        defaultSort={DEFAULT_SORT}
        onPagingChange={update}
        onOpen={(id) => setOpened(answer?.data.find((row) => row.id === id))}
        emptyOverlay={EmptyOverlay}
      />
      <EventDialog event={opened} onClose={() => setOpened(undefined)} />
    </Stack>
  );
}
