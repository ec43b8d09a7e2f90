import { useTranslation } from 'react-i18next';
import { PatientPicker, patientChoiceOf } from '../patient/PatientPicker';
import { usePatient } from '../patient/queries';

/** Narrows the notes to one patient, found by name; a patient named by the link shows by name. */
export function PatientFilter({ patientId, onChange }: { patientId: string; onChange: (patientId: string) => void }) {
  const { t } = useTranslation('notes');
  const chosen = usePatient(patientId, patientId !== '');
  const value = patientId === '' ? null : chosen.data === undefined ? { id: patientId, name: '', dateOfBirth: null } : patientChoiceOf(chosen.data);
  return (
    <PatientPicker
      label={t('list.patientFilter')}
      value={value}
      onChange={(patient) => onChange(patient?.id ?? '')}
      helperText=""
      required={false}
      size="small"
    />
  );
}
