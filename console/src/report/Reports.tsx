import { useMemo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Role } from '@careledger/domain';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reportIntervals, reportTypes, type ReportInterval, type ReportType } from '../api';
import { useSession } from '../auth';
import { ChoiceButtons } from '../layout/ChoiceButtons';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { AgencyFilter } from './AgencyFilter';
import { ExportButton, ExportNotice, useReportExport } from './CsvExport';
import { ExportAll } from '../export';
import { PartnerFilter } from './PartnerFilter';
import { PeriodFilter } from './PeriodFilter';
import { ReferralMetrics } from './ReferralMetrics';
import { ReportTable } from './ReportTable';
import { TimeInStatus } from './TimeInStatus';
import { TrendChart } from './TrendChart';
import { filterOf, reportParamsFrom, searchFrom, type ReportParams } from './params';
import { useReportGraph, useReportRows, useStatistics } from './queries';
import { usePeriodSummary } from './summary';

export default function Reports() {
  const { t } = useTranslation('reports');
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => reportParamsFrom(search), [search]);
  const filter = useMemo(() => filterOf(params.when, params.agencyId, params.partnerId), [params.when, params.agencyId, params.partnerId]);
  const rows = useReportRows(params.type, filter, params.page, params.pageSize);
  const graph = useReportGraph(params.type, filter, params.interval);
  const statistics = useStatistics(filter, params.type === 'referrals');
  const { exporting, start: startExport } = useReportExport();
  const summary = usePeriodSummary(graph.data ?? null);
  useDocumentTitle(t('title'));

  const update = (change: Partial<ReportParams>) => {
    // An export notice speaks of the rows that were asked for: a new question makes it stale.
    if (change.type !== undefined || change.when !== undefined || 'agencyId' in change || 'partnerId' in change) exporting.reset();
    setSearch(searchFrom({ ...params, ...change }), { replace: true });
  };
  const exportCsv = () => startExport(params.type, filter);
  // Agency staff and partners are held to their own figures by the server; only administrators choose.
  const choosesOrganisation = session.user.roleId === Role.ADMIN;

  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="report-period">
            {summary}
          </Typography>
        </div>
        <Stack direction="row" spacing={1}>
          <ExportButton exporting={exporting} onExport={exportCsv} />
          <ExportAll type={params.type} filter={filter} />
        </Stack>
      </Stack>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label={t('filters.type')}
            value={params.type}
            onChange={(event) => update({ type: event.target.value as ReportType, page: 1 })}
            sx={{ minWidth: 170 }}
          >
            {reportTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <PeriodFilter key={JSON.stringify(params.when)} value={params.when} onChange={(when) => update({ when, page: 1 })} />
          {choosesOrganisation && <AgencyFilter value={params.agencyId} onChange={(agencyId) => update({ agencyId, page: 1 })} />}
          {choosesOrganisation && <PartnerFilter key={params.partnerId ?? ''} value={params.partnerId} onChange={(partnerId) => update({ partnerId, page: 1 })} />}
        </Stack>
      </Paper>

      <ExportNotice exporting={exporting} onRetry={exportCsv} />

      {params.type === 'referrals' && (
        <ReferralMetrics
          metrics={statistics.data?.referralMetrics}
          loading={statistics.isFetching}
          error={statistics.isError ? statistics.error : undefined}
          onRetry={() => void statistics.refetch()}
        />
      )}

      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
            <ChoiceButtons
              label={t('graph.interval')}
              value={params.interval}
              options={reportIntervals.map((interval) => ({ value: interval, label: t(`graph.intervals.${interval}`) }))}
              onChange={(interval: ReportInterval) => update({ interval })}
            />
          </Stack>
          {graph.isError ? (
            <ErrorAlert error={graph.error} onRetry={() => void graph.refetch()} />
          ) : (
            <TrendChart
              title={t(`graph.series.${params.type}`)}
              series={[{ label: t(`graph.series.${params.type}`), points: graph.data?.data ?? [] }]}
              interval={graph.data?.interval ?? params.interval}
              from={graph.data?.from ?? null}
              to={graph.data?.to ?? null}
              loading={graph.isFetching && graph.data === undefined}
            />
          )}
        </CardContent>
      </Card>

      <TimeInStatus
        machine={params.machine}
        span={params.span}
        filter={filter}
        onMachineChange={(machine) => update({ machine, span: undefined })}
        onSpanChange={(span) => update({ span })}
      />

      {rows.isError && <ErrorAlert error={rows.error} onRetry={() => void rows.refetch()} />}
      <ReportTable
        type={params.type}
        answer={rows.data}
        loading={rows.isFetching}
        page={params.page}
        pageSize={params.pageSize}
        onPagingChange={(change) => update(change)}
      />
    </Stack>
  );
}
