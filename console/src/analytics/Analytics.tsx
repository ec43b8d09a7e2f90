import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Role } from '@careledger/domain';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { analyticsStatuses, isApiError, type AnalyticsPoint } from '../api';
import { useSession } from '../auth';
import { ChoiceButtons } from '../layout/ChoiceButtons';
import { ErrorAlert } from '../layout/ErrorAlert';
import { DownloadIcon } from '../layout/icons';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import type * as CsvCode from './csv';
import type { DrillTarget } from './DrillDialog';
import { figuresOf, isQuiet, locatePoint } from './figures';
import { funnelStagesOf, isQuietFunnel } from './funnel';
import { QuestionForm } from './QuestionForm';
import { useAnalyticsFormatters } from './format';
import { analyticsParamsFrom, analyticsSearchFrom, chartTypesFor, questionOf, type AnalyticsParams, type ChartType } from './params';
import { useAnalyticsAnswer, useAnalyticsLocale, useDistribution, useMeasureCatalogue } from './queries';
import { useAnalyticsStatusLabel } from './status-labels';

// recharts is the heaviest part of the screen: the question and the figures come first.
const AnalyticsChart = lazy(() => import('./AnalyticsChart'));
// The records behind a point are a click away: their dialog, paging and all, loads with the click.
const DrillDialog = lazy(() => import('./DrillDialog').then((module) => ({ default: module.DrillDialog })));
// What changed since is shown only for a question asked as of an earlier position or instant.
const ChangesPanel = lazy(() => import('./ChangesPanel').then((module) => ({ default: module.ChangesPanel })));
// A funnel or a distribution, with its table, loads when chosen: most questions are drawn over time.
const FunnelView = lazy(() => import('./FunnelView').then((module) => ({ default: module.FunnelView })));
const DistributionView = lazy(() => import('./DistributionView').then((module) => ({ default: module.DistributionView })));
// Saving a question and the list of saved ones are a click away too.
const QuestionNameDialog = lazy(() => import('./QuestionNameDialog'));
const SavedQuestionsDialog = lazy(() => import('./SavedQuestionsDialog'));
// The table comes with the answer, never with the question: its code loads while the answer is asked for.
const loadFiguresTable = () => import('./FiguresTable');
const FiguresTable = lazy(() => loadFiguresTable().then((module) => ({ default: module.FiguresTable })));
const CHART_HEIGHT = 380;

/** The analysts' workbench: one measure over time, split, filtered, compared and known as of a moment; every point opens its records. */
export default function Analytics() {
  const { t } = useTranslation('analytics');
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  useEffect(() => {
    void loadFiguresTable();
  }, []);
  const choosesAgency = session.user.roleId === Role.ADMIN;
  // The server holds everyone else to their own agency or partner: a link naming another asks for nothing.
  const params = useMemo(() => {
    const asked = analyticsParamsFrom(search);
    return choosesAgency ? asked : { ...asked, agencyId: undefined };
  }, [search, choosesAgency]);
  const question = useMemo(() => questionOf(params), [params]);
  const locale = useAnalyticsLocale();
  const catalogue = useMeasureCatalogue(locale);
  const distributed = params.chart === 'distribution';
  // A distribution is its own reading of the facts: the series are not asked for beside it.
  const answer = useAnalyticsAnswer(question, locale, !distributed);
  const distribution = useDistribution(question, distributed);
  const format = useAnalyticsFormatters();
  const statusLabel = useAnalyticsStatusLabel();
  const [drilled, setDrilled] = useState<AnalyticsPoint>();
  const [opened, setOpened] = useState<'save' | 'saved'>();
  const [savedAs, setSavedAs] = useState<string>();
  useDocumentTitle(t('title'));

  const figures = useMemo(() => (answer.data === undefined ? undefined : figuresOf(answer.data)), [answer.data]);
  const stages = useMemo(
    () => (params.chart !== 'funnel' || answer.data === undefined ? undefined : funnelStagesOf(answer.data, analyticsStatuses[params.measure.machine], params.statuses)),
    [params.chart, params.measure.machine, params.statuses, answer.data],
  );
  const shown = distributed ? distribution : answer;
  /** Nothing to draw, or not yet: no file can be made of it. */
  const nothingShown = distributed
    ? distribution.data === undefined || distribution.data.total === 0
    : figures === undefined || isQuiet(figures) || (stages !== undefined && isQuietFunnel(stages));
  const measureLabel = catalogue.data?.find((measure) => measure.key === params.measure.key)?.label;
  const compareTo = answer.data?.comparison?.compareTo;
  const comparedLabel = (label: string) => (compareTo === undefined ? label : t(`compared.${compareTo}`, { label }));
  const asOfText =
    params.asOf === undefined ? '' : ` ${'position' in params.asOf ? t('chart.asOfPosition', { position: params.asOf.position }) : t('chart.asOf', { instant: format.instant(params.asOf.instant) })}`;
  /** The question in words: the measure, its period, and what it is known as of. */
  const summary = measureLabel === undefined ? '' : `${t('summary', { measure: measureLabel, from: format.day(params.from), to: format.day(params.to) })}${asOfText}`;
  const refusal = isApiError(shown.error) && shown.error.status === 400 ? shown.error : undefined;
  const fieldError = (path: string) =>
    refusal?.fieldErrors.find((error) => error.path === path || error.path.startsWith(`${path}.`) || error.path.endsWith(`.${path}`))?.message;
  const durations = params.statistic !== 'count';

  // Each change is a step in the history: back and forward go through the questions asked.
  const change = (next: AnalyticsParams) => {
    setDrilled(undefined);
    setSavedAs(undefined);
    setSearch(analyticsSearchFrom(next));
  };
  /** Exactly the figures drawn: the distribution's bins (edges in days), the funnel's stages, or the series over time. */
  const plottedCsv = ({ figuresCsv, rowsCsv }: typeof CsvCode): string | undefined => {
    if (distributed) {
      const bins = distribution.data?.bins.map((bin) => [bin.from, bin.to, bin.count]);
      return bins === undefined ? undefined : rowsCsv([t('csv.fromDays'), t('csv.toDays'), t('csv.records')], bins);
    }
    if (stages !== undefined) return rowsCsv([t('csv.stage'), t('csv.arrived'), t('csv.shareOfFirst')], stages.map((stage) => [statusLabel(params.measure.machine, stage.key), stage.count, stage.share]));
    return figures === undefined
      ? undefined
      : figuresCsv(figures, {
          interval: t('csv.interval'),
          comparedInterval: t('csv.comparedInterval'),
          series: (label) => (durations ? t('csv.seconds', { label }) : label),
          compared: (label) => (durations ? t('csv.seconds', { label: comparedLabel(label) }) : comparedLabel(label)),
        });
  };
  // The files are written only on a click: the screen does not carry their code.
  const exportCode = () => Promise.all([import('./csv'), import('../report/download')]);
  const download = async () => {
    const [csvCode, { saveFile }] = await exportCode();
    const csv = plottedCsv(csvCode);
    if (csv !== undefined) saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvCode.csvFileName(params.measure.key));
  };
  const chartArea = useRef<HTMLDivElement>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const saveImage = async (extension: 'png' | 'svg') => {
    setImageError(null);
    const drawing = chartArea.current?.querySelector<SVGSVGElement>('.recharts-wrapper > svg.recharts-surface');
    if (drawing === null || drawing === undefined) return;
    try {
      const [{ chartSvg, svgToPng }, [{ analyticsFileName }, { saveFile }]] = await Promise.all([import('./chart-image'), exportCode()]);
      // The stages and bins are named on their axis: only a chart over time has a legend.
      const legend =
        figures === undefined || stages !== undefined || distributed
          ? []
          : [
              ...figures.series.map((series) => ({ label: series.label, colour: series.colour })),
              ...(figures.comparedStarts === undefined ? [] : figures.series.map((series) => ({ label: comparedLabel(series.label), colour: series.colour, dashed: true }))),
            ];
      const image = chartSvg(drawing, { title: measureLabel ?? t('title'), subtitle: summary, legend });
      const file = extension === 'svg' ? new Blob([image.svg], { type: 'image/svg+xml;charset=utf-8' }) : await svgToPng(image);
      saveFile(file, analyticsFileName(params.measure.key, extension));
    } catch {
      setImageError(t('chart.imageFailed'));
    }
  };
  const drillTarget = (point: AnalyticsPoint): DrillTarget | undefined => {
    const located = figures === undefined ? undefined : locatePoint(figures, point);
    if (located === undefined) return undefined;
    const seriesLabel = located.compared ? comparedLabel(located.series.label) : located.series.label;
    return { ...point, seriesLabel, intervalLabel: format.interval(point.at, params.interval), value: located.value };
  };
  const target = drilled === undefined ? undefined : drillTarget(drilled);

  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="analytics-summary">
            {summary === '' ? '\u00a0' : summary}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setOpened('save')}>
            {t('saved.saveQuestion')}
          </Button>
          <Button variant="outlined" onClick={() => setOpened('saved')}>
            {t('saved.title')}
          </Button>
        </Stack>
      </Stack>
      {savedAs !== undefined && (
        <Alert severity="success" role="status" onClose={() => setSavedAs(undefined)}>
          {t('saved.savedAs', { name: savedAs })}
        </Alert>
      )}

      <QuestionForm params={params} catalogue={catalogue.data} onChange={change} fieldError={fieldError} choosesAgency={choosesAgency} />
      {catalogue.isError && <ErrorAlert error={catalogue.error} onRetry={() => void catalogue.refetch()} />}

      <Card variant="outlined" component="section" aria-labelledby="analytics-chart-title">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, flexWrap: 'wrap', mb: 1 }}>
            <Typography id="analytics-chart-title" variant="h6" component="h2">
              {measureLabel ?? t('title')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <ChoiceButtons
                label={t('chart.label')}
                value={params.chart}
                options={chartTypesFor(params.measure, params.statistic).map((chart) => ({ value: chart, label: t(`chart.types.${chart}`) }))}
                onChange={(chart: ChartType) => change({ ...params, chart })}
              />
              <Button variant="outlined" startIcon={<DownloadIcon />} disabled={nothingShown} onClick={() => void download()}>
                {t('chart.download')}
              </Button>
              {(['png', 'svg'] as const).map((extension) => (
                <Button key={extension} variant="outlined" startIcon={<DownloadIcon />} disabled={nothingShown} onClick={() => void saveImage(extension)}>
                  {t(`chart.downloadImage.${extension}`)}
                </Button>
              ))}
            </Stack>
          </Stack>

          {shown.isError ? (
            <ErrorAlert error={shown.error} onRetry={() => void shown.refetch()} />
          ) : (distributed ? distribution.data === undefined : answer.data === undefined || figures === undefined) ? (
            <Stack spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', height: CHART_HEIGHT }} role="status">
              <CircularProgress aria-hidden />
              <Typography color="text.secondary">{t(distributed ? 'distribution.loading' : 'chart.loading')}</Typography>
            </Stack>
          ) : nothingShown ? (
            <Stack sx={{ alignItems: 'center', justifyContent: 'center', height: 200, textAlign: 'center' }} role="status">
              <Typography variant="h6" component="p">
                {t('chart.empty')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('chart.emptyHint')}
              </Typography>
            </Stack>
          ) : (
            <>
              {imageError !== null && (
                <Alert severity="error" onClose={() => setImageError(null)} sx={{ my: 1 }}>
                  {imageError}
                </Alert>
              )}
              {distributed && distribution.data !== undefined ? (
                <Box ref={chartArea}>
                  <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
                    <DistributionView answer={distribution.data} />
                  </Suspense>
                </Box>
              ) : stages !== undefined ? (
                <Box ref={chartArea}>
                  <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
                    <FunnelView stages={stages} machine={params.measure.machine} />
                  </Suspense>
                </Box>
              ) : (
                answer.data !== undefined &&
                figures !== undefined && (
                  <>
                    <Typography variant="body2" color="text.secondary">
                      {t('chart.help')}
                    </Typography>
                    <Box ref={chartArea}>
                      <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
                        <AnalyticsChart figures={figures} statistic={params.statistic} currency={answer.data.currency} interval={answer.data.interval} chart={params.chart} comparedLabel={comparedLabel} onDrill={setDrilled} />
                      </Suspense>
                    </Box>
                    <Typography variant="body2" data-testid="analytics-total" sx={{ mt: 1 }}>
                      {t('chart.total', { value: format.figure(answer.data.total, params.statistic, answer.data.currency) })}
                      {answer.data.comparison === null
                        ? ''
                        : ` · ${t('chart.comparedTotal', { comparison: t(`comparisons.${answer.data.comparison.compareTo}`), value: format.figure(answer.data.comparison.total, params.statistic, answer.data.currency) })}`}
                    </Typography>
                    <Suspense fallback={<Skeleton variant="rectangular" height={120} />}>
                      <FiguresTable figures={figures} statistic={params.statistic} currency={answer.data.currency} interval={answer.data.interval} comparedLabel={comparedLabel} onDrill={setDrilled} />
                    </Suspense>
                  </>
                )
              )}
            </>
          )}
        </CardContent>
      </Card>

      {params.asOf !== undefined && (
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          <ChangesPanel key={JSON.stringify(params.asOf)} question={{ ...question, asOf: undefined }} since={'position' in params.asOf ? params.asOf.position : params.asOf.instant} />
        </Suspense>
      )}

      {opened !== undefined && (
        <Suspense fallback={null}>
          {opened === 'save' ? (
            <QuestionNameDialog search={analyticsSearchFrom(params).toString()} onClose={() => setOpened(undefined)} onSaved={setSavedAs} />
          ) : (
            <SavedQuestionsDialog onClose={() => setOpened(undefined)} />
          )}
        </Suspense>
      )}

      {target !== undefined && (
        <Suspense fallback={null}>
          <DrillDialog key={`${target.key}|${target.at}`} question={question} target={target} statistic={params.statistic} durations={params.measure.unit === 'seconds'} currency={answer.data?.currency ?? null} onClose={() => setDrilled(undefined)} />
        </Suspense>
      )}
    </Stack>
  );
}
