import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { careServices } from '@careledger/domain';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError, type Assessment } from '../api';
import { actorOf, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { PageLoader } from '../layout/PageLoader';
import { BackToList, RecordUnavailable, useListSearch } from '../layout/RecordPage';
import { DetailList, Section } from '../layout/Section';
import { Named, PatientName } from '../layout/Named';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { AssessmentActions } from './actions';
import { AsOfControl } from './AsOf';
import { shortId } from './datetime';
import { AssessmentHistory } from './History';
import { useAssessment, useAssessmentAsOf, useAssessmentStatuses } from './queries';
import { mayReadShifts } from './shiftRules';
import { AssessmentShifts } from './Shifts';
import { StatusChip } from './status';

const validInstant = (raw: string | null): string | undefined =>
  raw !== null && !Number.isNaN(new Date(raw).getTime()) ? new Date(raw).toISOString() : undefined;

export default function AssessmentShow() {
  const { t } = useTranslation('assessments');
  const { id = '' } = useParams();
  const locale = useLocaleSegment();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const asOf = validInstant(search.get('asOf'));
  const session = useSession();
  const format = useFormatters();
  const current = useAssessment(id);
  const past = useAssessmentAsOf(id, asOf);
  const statuses = useAssessmentStatuses().data;
  const title = current.data === undefined ? t('show.title', { id: shortId(id) }) : assessmentTitle(t, current.data);
  useDocumentTitle(title);

  const listSearch = useListSearch();
  const back = <BackToList to={`/user/${locale}/assessments${listSearch}`} label={t('show.back')} />;
  if (!current.isSuccess) return <RecordUnavailable query={current} back={back} notFound={t('show.notFound')} missing={[404]} />;

  const setAsOf = (instant: string | undefined) => {
    const next = new URLSearchParams(search);
    if (instant === undefined) next.delete('asOf');
    else next.set('asOf', instant);
    setSearch(next, { state: location.state as unknown });
  };

  const shown = asOf === undefined ? current.data : past.data;

  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {shown !== undefined && <StatusChip data-testid="assessment-status" status={shown.status} statuses={statuses} size="medium" />}
        {shown !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {t('show.version', { version: shown.version })}
          </Typography>
        )}
      </Stack>

      {asOf !== undefined && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setAsOf(undefined)}>
              {t('asOf.current')}
            </Button>
          }
        >
          {t('asOf.showing', { time: format.dateTime(asOf) })}
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Section title={t('show.details')}>
            {asOf !== undefined && past.isPending && <PageLoader />}
            {asOf !== undefined && past.isError && isApiError(past.error) && past.error.status === 404 && (
              <Alert severity="warning">{t('asOf.notYet')}</Alert>
            )}
            {asOf !== undefined && past.isError && !(isApiError(past.error) && past.error.status === 404) && (
              <ErrorAlert error={past.error} onRetry={() => void past.refetch()} />
            )}
            {shown !== undefined && <Details assessment={shown} />}
          </Section>
          {asOf === undefined && (
            <Section title={t('show.actions')}>
              <AssessmentActions assessment={current.data} actor={actorOf(session)} />
            </Section>
          )}
          {asOf === undefined && mayReadShifts(current.data, actorOf(session)) && (
            <Section title={t('shifts.title')}>
              <AssessmentShifts assessment={current.data} actor={actorOf(session)} />
            </Section>
          )}
          <Section title={t('asOf.title')}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('asOf.description')}
            </Typography>
            <AsOfControl key={asOf ?? 'now'} value={asOf} onChange={setAsOf} />
          </Section>
        </Stack>
        <Section title={t('history.title')}>
          <AssessmentHistory id={id} statuses={statuses} />
        </Section>
      </Box>
    </Stack>
  );
}

type AssessmentsT = ReturnType<typeof useTranslation<'assessments'>>['t'];

const DEFAULT_CARE_SERVICE_ID = careServices.find((entry) => entry.key === 'DEFAULT')?.id;

const careServiceLabel = (t: AssessmentsT, careServiceId: number): string => {
  const service = careServices.find((entry) => entry.id === careServiceId);
  return service === undefined ? String(careServiceId) : t(`careServices.${service.key}`, { defaultValue: service.label });
};

/**
 * "Assessment — Ada Lovelace, Nursing": whom it is for and what care (none named for the catalog's
 * default service), never an id where a name is known.
 */
const assessmentTitle = (t: AssessmentsT, assessment: Assessment): string => {
  if (assessment.patientName === null) return t('show.title', { id: shortId(assessment.id) });
  if (assessment.careServiceId === DEFAULT_CARE_SERVICE_ID) return t('show.titleForPatient', { patient: assessment.patientName });
  return t('show.titleNamed', { patient: assessment.patientName, service: careServiceLabel(t, assessment.careServiceId) });
};

function Details({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('assessments');
  const format = useFormatters();
  const session = useSession();
  const rows: [string, ReactNode][] = [
    [t('fields.patient'), <PatientName key="patient" id={assessment.patientId} name={assessment.patientName} />],
    [t('fields.agency'), <Named key="agency" id={assessment.agencyId} name={assessment.agencyName} />],
    [t('fields.careService'), careServiceLabel(t, assessment.careServiceId)],
    [t('fields.summary'), assessment.summary === null || assessment.summary === '' ? '—' : assessment.summary],
    [t('fields.visitAt'), format.dateTime(assessment.visitAt)],
    ...(assessment.cancelReason === null ? [] : [[t('fields.cancelReason'), assessment.cancelReason] as [string, ReactNode]]),
    [t('fields.createdBy'), assessment.createdBy === session.user.id ? t('show.you') : <Named key="createdBy" id={assessment.createdBy} name={assessment.createdByName} />],
    [t('fields.createdAt'), format.dateTime(assessment.createdAt)],
    [t('fields.updatedAt'), format.dateTime(assessment.updatedAt)],
  ];
  return <DetailList rows={rows} />;
}
