import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePublicSession } from '../auth';
import { useLocaleSegment } from '../i18n';
import { PageLoader } from '../layout/PageLoader';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useRestoredSearches } from './queries';
import { SearchWorkspace } from './SearchWorkspace';

/** The public landing (`/<locale>`) and its location pages (`/<locale>/locations/<place>`). */
export default function Landing() {
  const { t } = useTranslation('landing');
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const { place } = useParams();
  const restored = useRestoredSearches();
  const session = usePublicSession();
  useDocumentTitle(t('title'));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={2} sx={{ mb: 4, alignItems: { sm: 'flex-start' } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, maxWidth: 760 }}>
          {t('description')}
        </Typography>
        {session === undefined && (
          <Button variant="outlined" onClick={() => void navigate(`/${locale}/login`)}>
            {t('auth.signIn')}
          </Button>
        )}
      </Stack>
      {restored.ready ? <SearchWorkspace key={place ?? ''} initial={restored.searches} place={place} /> : <PageLoader />}
    </Container>
  );
}
