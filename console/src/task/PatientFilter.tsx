import { useTranslation } from 'react-i18next';
import { PatientPicker, patientChoiceOf } from '../patient/PatientPicker';
import { usePatient } from '../patient/queries';

/** Narrows the tasks to one patient, found by name; a patient named by the link shows by name. */
export function TaskPatientFilter({ patientId, onChange }: { patientId: string | undefined; onChange: (patientId: string | undefined) => void }) {
  const { t } = useTranslation('tasks');
  const chosen = usePatient(patientId ?? '', patientId !== undefined);
  const value = patientId === undefined ? null : chosen.data === undefined ? { id: patientId, name: '', dateOfBirth: null } : patientChoiceOf(chosen.data);
  return <PatientPicker label={t('filters.patient')} value={value} onChange={(patient) => onChange(patient?.id)} helperText="" required={false} size="small" />;
}
