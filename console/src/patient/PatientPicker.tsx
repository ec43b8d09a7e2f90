import { useTranslation } from 'react-i18next';
import { useCalendarDate } from '../i18n/calendar-dates';
import type { PatientSummary } from '../api';
import { SearchPicker, type Found } from '../layout/SearchPicker';
import { usePatientList } from './queries';

const CHOICES = 10;

/** A patient as a form picks them: the id the command takes, and the name the person reads. */
export interface PatientChoice {
  id: string;
  name: string;
  dateOfBirth: string | null;
}

/** A patient as the picker shows them: "First Last", as the services name them. */
export const patientChoiceOf = ({ id, firstName, lastName, dateOfBirth }: Pick<PatientSummary, 'id' | 'firstName' | 'lastName' | 'dateOfBirth'>): PatientChoice => ({
  id,
  name: `${firstName} ${lastName}`,
  dateOfBirth,
});

const usePatientsFound = (search: string, open: boolean): Found<PatientChoice> => {
  const found = usePatientList({ page: 1, pageSize: CHOICES, sort: { field: 'lastName', direction: 'asc' }, search: search === '' ? undefined : search }, open);
  return {
    choices: (found.data?.data ?? []).map(patientChoiceOf),
    searching: found.isFetching,
    failed: found.isError,
  };
};

interface PatientPickerProps {
  value: PatientChoice | null;
  onChange: (patient: PatientChoice | null) => void;
  label: string;
  error?: string | undefined;
  helperText?: string | undefined;
  autoFocus?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
}

/** Finds a patient the user may read by the start of their first or last name; the server scopes and searches. */
export function PatientPicker({ helperText, required = true, ...props }: PatientPickerProps) {
  const { t } = useTranslation('patients');
  const formatDate = useCalendarDate();
  return (
    <SearchPicker<PatientChoice>
      {...props}
      name="patient"
      required={required}
      helperText={helperText ?? t('picker.hint')}
      useFound={usePatientsFound}
      idOf={(patient) => patient.id}
      nameOf={(patient) => patient.name}
      describe={(patient) => (patient.dateOfBirth === null ? patient.name : t('picker.option', { name: patient.name, born: formatDate(patient.dateOfBirth) }))}
      texts={{ none: t('picker.none'), searching: t('picker.loading'), failed: t('picker.error') }}
    />
  );
}
