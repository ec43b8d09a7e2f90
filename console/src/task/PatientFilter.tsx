import { useTranslation } from 'react-i18next';
import { PatientPicker, patientChoiceOf } from '../patient/PatientPicker';
import { usePatient } from '../patient/queries';

interface TaskPatientFilterProps {
  patientId: string | undefined;
  /**
   * The patient's name as the listed tasks give it, `undefined` while they load, `null` when none
   * names it. A caregiver reaches tasks assigned to her whose patient she may not read, so the
   * list names the patient before the patient record is asked for.
   */
  listedName: string | null | undefined;
  onChange: (patientId: string | undefined) => void;
}

/** Narrows the tasks to one patient, found by name; a patient named by the link shows by name. */
export function TaskPatientFilter({ patientId, listedName, onChange }: TaskPatientFilterProps) {
  const { t } = useTranslation('tasks');
  const chosen = usePatient(patientId ?? '', patientId !== undefined && listedName === null);
  const named = (name: string) => ({ id: patientId ?? '', name, dateOfBirth: null });
  const value = patientId === undefined ? null : typeof listedName === 'string' ? named(listedName) : chosen.data === undefined ? named('') : patientChoiceOf(chosen.data);
  return <PatientPicker label={t('filters.patient')} value={value} onChange={(patient) => onChange(patient?.id)} helperText="" required={false} size="small" />;
}
