import { MAX_PATIENT_DIAGNOSES, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../api';
import { CatalogListEdit } from './CatalogListEdit';
import { useDiagnoses } from './queries';

/** The patient's diagnoses, chosen from the ICD-10 catalog. */
export function DiagnosesEdit({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('patients');
  return (
    <CatalogListEdit
      patient={patient}
      actor={actor}
      ids={patient.diagnosisIds}
      catalog={useDiagnoses()}
      kind={{
        action: 'set-diagnoses',
        field: 'diagnosisIds',
        max: MAX_PATIENT_DIAGNOSES,
        ordered: false,
        commandOf: (diagnosisIds) => ({ action: 'set-diagnoses', body: { diagnosisIds } }),
        texts: { edit: t('diagnoses.edit'), title: t('diagnoses.title'), label: t('show.diagnoses'), hint: t('diagnoses.hint') },
      }}
    />
  );
}
