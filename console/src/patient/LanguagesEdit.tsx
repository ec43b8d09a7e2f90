import { MAX_PATIENT_LANGUAGES, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../api';
import { CatalogListEdit } from './CatalogListEdit';
import { useCatalogLabels } from './labels';
import { useLanguages } from './queries';

/** The languages the patient speaks, the preferred one first. */
export function LanguagesEdit({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('patients');
  const labels = useCatalogLabels();
  return (
    <CatalogListEdit
      patient={patient}
      actor={actor}
      ids={patient.languageIds}
      catalog={useLanguages()}
      kind={{
        action: 'set-languages',
        field: 'languageIds',
        max: MAX_PATIENT_LANGUAGES,
        ordered: true,
        commandOf: (languageIds) => ({ action: 'set-languages', body: { languageIds } }),
        labelOf: labels.language,
        texts: { edit: t('languages.edit'), title: t('languages.title'), label: t('fields.languages'), hint: t('languages.hint') },
      }}
    />
  );
}
