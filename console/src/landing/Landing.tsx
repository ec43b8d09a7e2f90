import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleSegment } from '../i18n';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { SEARCH_TYPES, loadSearchType, saveSearchType, type SearchType } from './searchTypes';

export default function Landing() {
  const { t } = useTranslation('landing');
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const idPrefix = useId();
  const [searchType, setSearchType] = useState<SearchType>(loadSearchType);
  const [location, setLocation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  useDocumentTitle(t('title'));

  const choose = (type: SearchType) => {
    setSearchType(type);
    setSubmitted(false);
    saveSearchType(type);
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Stack spacing={2} sx={{ mb: 4, alignItems: { sm: 'flex-start' } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
          {t('description')}
        </Typography>
        <Button variant="contained" size="large" onClick={() => void navigate(`/${locale}/login`)}>
          {t('auth.signIn')}
        </Button>
      </Stack>

      <Paper variant="outlined">
        <Tabs
          value={searchType}
          onChange={(_event, value: SearchType) => choose(value)}
          aria-label={t('searchTypesLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {SEARCH_TYPES.map((type) => (
            <Tab
              key={type}
              value={type}
              label={t(`searchTypes.${type}`)}
              id={`${idPrefix}-tab-${type}`}
              aria-controls={`${idPrefix}-panel-${type}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`${idPrefix}-panel-${searchType}`}
          aria-labelledby={`${idPrefix}-tab-${searchType}`}
          sx={{ p: { xs: 2, sm: 3 }, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(`searchHints.${searchType}`)}
          </Typography>
          <Box component="form" onSubmit={search} noValidate>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('location')}
                placeholder={t('locationPlaceholder')}
                value={location}
                onChange={(event) => setLocation(event.target.value)}
                fullWidth
                autoComplete="address-level2"
              />
              <Button type="submit" variant="outlined" size="large" sx={{ flexShrink: 0 }}>
                {t('search')}
              </Button>
            </Stack>
          </Box>
          {submitted && (
            <Alert severity="info" sx={{ mt: 2 }} role="status">
              {t('comingSoon')}
            </Alert>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
