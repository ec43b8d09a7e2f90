import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../api';
import { actorOf, canAccess, canCreateAssessment, useSession } from '../auth';
import { CreateAssessmentDialog } from '../assessment/Create';
import { patientChoiceOf } from './PatientPicker';
import { useFormatters, useLocaleSegment } from '../i18n';
import { BackToList, RecordUnavailable, useListSearch } from '../layout/RecordPage';
import { Named } from '../layout/Named';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useCalendarDate } from '../i18n/calendar-dates';
import { DetailList, Section } from '../layout/Section';
import { fullName, useAmbulatoryLabel, useCatalogLabels, usePatientLabels } from './labels';
import { useLanguages, usePatient, usePayers } from './queries';
import { PatientMedications, patientFactsOf } from '../medication';
import { mayActOnMedication } from '@careledger/domain';
import { PatientNotesLink } from '../note/PatientNotesLink';
import { NewPostingButton } from '../posting/Create';
import { PatientTasks } from '../task';
import { MedicationOrders } from '../medication/Orders';
import { NewReferralButton } from '../referral/Create';
import { Allergies, AssistanceNeeded, CareTeam, Diagnoses, PatientAssessments, PatientContacts, PatientPostings } from './Sections';
import { patientEditsOf } from './PatientEdits';

export default function PatientShow() {
  const { t } = useTranslation('patients');
  const { id = '' } = useParams();
  const locale = useLocaleSegment();
  const actor = actorOf(useSession());
  const patient = usePatient(id);
  useDocumentTitle(patient.data === undefined ? t('list.title') : fullName(patient.data));

  const listSearch = useListSearch();
  const back = <BackToList to={`/user/${locale}/patients${listSearch}`} label={t('show.back')} />;
  if (!patient.isSuccess) return <RecordUnavailable query={patient} back={back} notFound={t('show.notFound')} />;

  const shown = patient.data;
  const edits = patientEditsOf(shown, actor);
  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {t('show.title', { name: fullName(shown) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('show.version', { version: shown.version })}
        </Typography>
        {canAccess(actor, 'notes') && <PatientNotesLink patientId={id} />}
        <NewReferralButton patient={patientChoiceOf(shown)} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Section title={t('show.details')}>
            <Details patient={shown} />
            {edits.details}
          </Section>
          <Section title={t('show.contacts')}>
            <PatientContacts patientId={id} actionsFor={edits.contactActions} />
            {edits.contacts}
          </Section>
          <Section title={t('show.careTeam')}>
            <CareTeam patient={shown} />
            {edits.careTeam}
          </Section>
          <Section title={t('show.assistance')}>
            <AssistanceNeeded patient={shown} />
            {edits.assistance}
          </Section>
        </Stack>
        <Stack spacing={2}>
          <Section title={t('show.allergies')}>
            <Allergies patient={shown} actionsFor={edits.allergyActions} />
            {edits.allergies}
          </Section>
          <Section title={t('show.diagnoses')}>
            <Diagnoses ids={shown.diagnosisIds} />
            {edits.diagnoses}
          </Section>
          {canAccess(actor, 'assessments') && (
            <Section title={t('show.assessments')}>
              <PatientAssessments patientId={id} />
              {canCreateAssessment(actor) && <NewAssessmentButton patient={shown} />}
            </Section>
          )}
          {canAccess(actor, 'postings') && (
            <Section title={t('show.postings')}>
              <PatientPostings patientId={id} />
              <NewPostingButton patient={patientChoiceOf(shown)} />
            </Section>
          )}
        </Stack>
      </Box>
      <MedicationOrders patient={shown} actor={actor} />
      {mayActOnMedication(actor, 'read', { patient: patientFactsOf(shown) }) && (
        <PatientMedications patient={shown} actor={actor} />
      )}
      <PatientTasks patient={shown} actor={actor} />
    </Stack>
  );
}

function Details({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const format = useFormatters();
  const formatDate = useCalendarDate();
  const ambulatory = useAmbulatoryLabel();
  const labels = usePatientLabels();
  const languages = useLanguages();
  const payers = usePayers();
  const catalogLabels = useCatalogLabels();
  const { address } = patient;
  const rows: [string, ReactNode][] = [
    [t('fields.dateOfBirth'), formatDate(patient.dateOfBirth)],
    [t('fields.gender'), labels.gender(patient.gender)],
    [t('fields.phone'), patient.phone ?? '—'],
    [
      t('fields.address'),
      address === null ? '—' : [address.street, address.city, [address.province, address.postalCode].filter(Boolean).join(' '), address.country].filter(Boolean).join(', '),
    ],
    [t('fields.ambulatoryLevel'), ambulatory(patient.ambulatoryLevel)],
    [t('fields.languages'), namesIn(languages.data, patient.languageIds, catalogLabels.language)],
    [t('fields.payer'), namesIn(payers.data, patient.payerId === null ? [] : [patient.payerId], catalogLabels.payer)],
    [t('fields.agency'), <Named key="agency" id={patient.agencyId} name={patient.agencyName} />],
    [t('fields.createdAt'), format.dateTime(patient.createdAt)],
    [t('fields.updatedAt'), format.dateTime(patient.updatedAt)],
  ];
  return <DetailList rows={rows} />;
}

/** Catalog ids by their labels, in their order; an id the catalog lacks shows as itself. */
const namesIn = <Entry extends { id: number }>(catalog: readonly Entry[] | undefined, ids: readonly number[], labelOf: (entry: Entry) => string): string =>
  ids.length === 0
    ? '—'
    : ids
        .map((id) => {
          const entry = catalog?.find((candidate) => candidate.id === id);
          return entry === undefined ? `#${id}` : labelOf(entry);
        })
        .join(', ');

/** Starts an assessment for this patient: the dialog opens with them chosen. */
function NewAssessmentButton({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const session = useSession();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => setCreating(true)}>
        {t('assessments.create')}
      </Button>
      <CreateAssessmentDialog
        open={creating}
        actor={actorOf(session)}
        patient={patientChoiceOf(patient)}
        onClose={() => setCreating(false)}
        onCreated={(id) => void navigate(`/user/${locale}/assessments/${id}`)}
      />
    </>
  );
}
