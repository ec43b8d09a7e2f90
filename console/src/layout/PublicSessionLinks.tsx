import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homePath, usePublicSession } from '../auth';
import { useLocaleSegment } from '../i18n';

/** The public header's account corner: who is signed in and the way back to their console. */
export function PublicSessionLinks() {
  const { t } = useTranslation('landing');
  const locale = useLocaleSegment();
  const session = usePublicSession();
  // A visitor finds the way in on the page itself (the landing's sign-in button, the login form).
  if (session === undefined) return null;
  return (
    <>
      <Typography component="span" variant="body2" sx={{ mx: 1, display: { xs: 'none', sm: 'inline' } }} aria-label={t('header.signedInAs', { name: session.user.name })}>
        {session.user.name}
      </Typography>
      <Button component={RouterLink} to={homePath(locale)} variant="outlined" size="small">
        {t('header.openConsole')}
      </Button>
    </>
  );
}
