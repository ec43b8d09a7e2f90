import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { activityAreas } from '@careledger/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Patient, PatientAllergyEntry, PatientContact } from '../api';
import { shortId } from '../assessment/datetime';
import { Named } from '../layout/Named';
import { StatusChip } from '../assessment/status';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { PageLoader } from '../layout/PageLoader';
import { useCalendarDate } from '../i18n/calendar-dates';
import { PostingStatusChip } from '../posting/status';
import { usePatientLabels } from './labels';
import { useDiagnoses, usePatientAssessments, usePatientContacts, usePatientPostings } from './queries';

const Empty = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

/** Loading, failure and the empty case of a section's own query, so each section states only its rows. */
function Loaded<Row>({ query, empty, children }: { query: UseQueryResult<Row[]>; empty: string; children: (rows: Row[]) => ReactNode }) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Empty>{empty}</Empty>;
  return children(query.data);
}

/** `actionsFor` puts the edits the actor may make beside each contact. */
export function PatientContacts({ patientId, actionsFor }: { patientId: string; actionsFor?: ((contact: PatientContact) => ReactNode) | undefined }) {
  const { t } = useTranslation('patients');
  const labels = usePatientLabels();
  return (
    <Loaded query={usePatientContacts(patientId)} empty={t('contacts.empty')}>
      {(contacts) => (
        <List dense disablePadding aria-label={t('show.contacts')}>
          {contacts.map((contact) => (
            <ListItem key={contact.contactId} disableGutters alignItems="flex-start">
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{contact.name}</span>
                    {contact.isEmergency && <Chip size="small" color="error" variant="outlined" label={t('contacts.emergency')} />}
                  </Stack>
                }
                secondary={
                  <>
                    {`${t('contacts.relationship')}: ${labels.relationship(contact.relationshipId, contact.relationshipLabel)}`}
                    {contact.phone !== null && (
                      <>
                        {' · '}
                        <Link href={`tel:${contact.phone}`} aria-label={`${t('contacts.phone')}: ${contact.phone}`}>
                          {contact.phone}
                        </Link>
                      </>
                    )}
                    {contact.email !== null && (
                      <>
                        {' · '}
                        <Link href={`mailto:${contact.email}`} aria-label={`${t('contacts.email')}: ${contact.email}`}>
                          {contact.email}
                        </Link>
                      </>
                    )}
                  </>
                }
              />
              {actionsFor?.(contact)}
            </ListItem>
          ))}
        </List>
      )}
    </Loaded>
  );
}

export function CareTeam({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  return (
    <Stack spacing={1}>
      {patient.careTeam.length === 0 ? (
        <Empty>{t('careTeam.empty')}</Empty>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} component="ul" aria-label={t('show.careTeam')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {patient.careTeam.map((member, index) => (
            <li key={member}>
              <Chip size="small" label={<Named id={member} name={patient.careTeamNames[index] ?? null} />} />
            </li>
          ))}
        </Stack>
      )}
      {patient.careCoordinatorId !== null && (
        <Typography variant="body2">{t('careTeam.coordinator', { name: patient.careCoordinatorName ?? shortId(patient.careCoordinatorId) })}</Typography>
      )}
    </Stack>
  );
}

export function Diagnoses({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('patients');
  const catalog = useDiagnoses();
  if (ids.length === 0) return <Empty>{t('diagnoses.empty')}</Empty>;
  if (catalog.isPending) return <PageLoader />;
  const entry = (id: number) => catalog.data?.find((diagnosis) => diagnosis.id === id);
  return (
    <List dense disablePadding aria-label={t('show.diagnoses')}>
      {ids.map((id) => (
        <ListItem key={id} disableGutters>
          <ListItemText primary={entry(id)?.label ?? `#${id}`} secondary={entry(id)?.code} />
        </ListItem>
      ))}
    </List>
  );
}

/** `actionsFor` puts the edits the actor may make beside each allergy. */
export function Allergies({ patient, actionsFor }: { patient: Patient; actionsFor?: ((allergy: PatientAllergyEntry) => ReactNode) | undefined }) {
  const { t } = useTranslation('patients');
  const labels = usePatientLabels();
  if (patient.allergies.length === 0) return <Empty>{t('allergies.empty')}</Empty>;
  return (
    <List dense disablePadding aria-label={t('show.allergies')}>
      {patient.allergies.map((allergy) => (
        <ListItem key={allergy.allergyId} disableGutters>
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{allergy.allergen}</span>
                <Chip size="small" color={allergy.severity >= 3 ? 'error' : allergy.severity === 2 ? 'warning' : 'default'} label={`${t('allergies.severity')}: ${labels.severity(allergy.severity)}`} />
              </Stack>
            }
            secondary={allergy.reaction === null ? undefined : t('allergies.reaction', { reaction: allergy.reaction })}
          />
          {actionsFor?.(allergy)}
        </ListItem>
      ))}
    </List>
  );
}

export function AssistanceNeeded({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const labels = usePatientLabels();
  const recorded = activityAreas.filter((area) => (patient.assistanceLevels[area] ?? 0) > 0);
  if (recorded.length === 0) return <Empty>{t('assistance.empty')}</Empty>;
  return (
    <List dense disablePadding aria-label={t('show.assistance')}>
      {recorded.map((area) => (
        <ListItem key={area} disableGutters>
          <ListItemText primary={t(`activityAreas.${area}`)} secondary={labels.assistance(patient.assistanceLevels[area] ?? 0)} />
        </ListItem>
      ))}
    </List>
  );
}

export function PatientAssessments({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const format = useFormatters();
  const locale = useLocaleSegment();
  return (
    <Loaded query={usePatientAssessments(patientId)} empty={t('assessments.empty')}>
      {(assessments) => (
        <List dense disablePadding aria-label={t('show.assessments')}>
          {assessments.map((assessment) => (
            <ListItem key={assessment.id} disableGutters secondaryAction={<StatusChip status={assessment.status} />}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/user/${locale}/assessments/${assessment.id}`}>
                    {assessment.summary ?? shortId(assessment.id)}
                  </Link>
                }
                secondary={format.dateTime(assessment.updatedAt)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Loaded>
  );
}

export function PatientPostings({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const formatDate = useCalendarDate();
  const locale = useLocaleSegment();
  return (
    <Loaded query={usePatientPostings(patientId)} empty={t('postings.empty')}>
      {(postings) => (
        <List dense disablePadding aria-label={t('show.postings')}>
          {postings.map((posting) => (
            <ListItem key={posting.id} disableGutters secondaryAction={<PostingStatusChip status={posting.status} closeReason={posting.closeReason} />}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/user/${locale}/postings/${posting.id}`}>
                    {posting.agencyName ?? shortId(posting.id)}
                  </Link>
                }
                secondary={`${formatDate(posting.startDate)} – ${formatDate(posting.endDate)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Loaded>
  );
}
