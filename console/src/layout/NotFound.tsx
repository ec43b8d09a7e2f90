import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { segmentInPath } from '../i18n';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.description')}
      </Typography>
      <Button component={RouterLink} to={`/${segmentInPath(window.location.pathname)}`} variant="contained">
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
