import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleSegment } from '../i18n';
import { loginPath } from './paths';

/** Says the session has ended and offers the sign-in page: a full page load, so the new session starts from a fresh page. */
export default function SessionEndedDialog() {
  const { t } = useTranslation();
  const locale = useLocaleSegment();
  const location = useLocation();
  return (
    <Dialog open aria-labelledby="session-ended-title" aria-describedby="session-ended-hint">
      <DialogTitle id="session-ended-title">{t('errors.sessionEnded')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-ended-hint">{t('errors.sessionEndedHint')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" href={loginPath(locale, `${location.pathname}${location.search}${location.hash}`)}>
          {t('auth.signIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
