import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleSegment } from '../i18n';
import { BackToList, useListSearch } from '../layout/RecordPage';
import { NotePage } from './NotePage';

/** A patient note, reached from the patient's notes list. */
export default function NoteShow() {
  const { t } = useTranslation('notes');
  const { id = '' } = useParams();
  const locale = useLocaleSegment();
  const listSearch = useListSearch();
  return (
    <NotePage
      id={id}
      back={(note) => {
        const backSearch = listSearch !== '' ? listSearch : note?.patientId ? `?patientId=${note.patientId}` : '';
        return <BackToList to={`/user/${locale}/notes${backSearch}`} label={t('show.back')} />;
      }}
      subject={(note) =>
        note.patientId === null
          ? null
          : [
              t('fields.patient'),
              <RouterLink key="patient" to={`/user/${locale}/patients/${note.patientId}`}>
                {note.patientId}
              </RouterLink>,
            ]
      }
    />
  );
}
