import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleSegment } from '../i18n';
import { DescriptionIcon } from '../layout/icons';

/** The way from a patient to its notes. */
export function PatientNotesLink({ patientId }: { patientId: string }) {
  const { t } = useTranslation('notes');
  const locale = useLocaleSegment();
  return (
    <Button component={RouterLink} to={`/user/${locale}/notes?patientId=${encodeURIComponent(patientId)}`} startIcon={<DescriptionIcon />} variant="outlined" size="small">
      {t('patientLink')}
    </Button>
  );
}
