import { mayActOnTask, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../api';
import { Section } from '../layout/Section';
import { patientFactsOf } from '../medication';
import { patientChoiceOf } from '../patient/PatientPicker';
import { patientSectionParams } from './params';
import { TaskGrid } from './TaskGrid';

/** The patient's tasks as a section of their page, for whoever may read them; a new task is for this patient. */
export function PatientTasks({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('tasks');
  const facts = patientFactsOf(patient);
  if (!mayActOnTask(actor, 'read', { patient: facts })) return null;
  return (
    <Section title={t('patientSection')}>
      <TaskGrid actor={actor} paramsIn={patientSectionParams} patient={{ choice: patientChoiceOf(patient), facts }} />
    </Section>
  );
}
