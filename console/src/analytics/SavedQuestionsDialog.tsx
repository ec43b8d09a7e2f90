import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_PINNED_QUESTIONS } from '@careledger/domain';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SavedQuestion } from '../api';
import { useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useAnalyticsFormatters } from './format';
import QuestionNameDialog from './QuestionNameDialog';
import { questionPath, useQuestionAction, useSavedQuestions } from './saved-questions';

/** The user's saved questions: each opens the workbench on it, and is pinned to the dashboard, renamed or deleted here. */
export default function SavedQuestionsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('analytics');
  const locale = useLocaleSegment();
  const format = useAnalyticsFormatters();
  const questions = useSavedQuestions();
  const act = useQuestionAction();
  const [renaming, setRenaming] = useState<SavedQuestion>();
  const [deleting, setDeleting] = useState<string>();
  const pinnedCount = questions.data?.filter((question) => question.pinned).length ?? 0;
  const on = (action: string, question: SavedQuestion) => t('saved.actionOn', { action, name: question.name });

  return (
    <>
      <Dialog open={renaming === undefined} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="saved-questions-title">
        <DialogTitle id="saved-questions-title">{t('saved.title')}</DialogTitle>
        <DialogContent>
          {questions.isError ? (
            <ErrorAlert error={questions.error} onRetry={() => void questions.refetch()} />
          ) : questions.data === undefined ? (
            <Stack role="status" sx={{ alignItems: 'center', py: 2 }}>
              <CircularProgress aria-label={t('saved.loading')} />
            </Stack>
          ) : questions.data.length === 0 ? (
            <Typography color="text.secondary">{t('saved.none')}</Typography>
          ) : (
            <List aria-labelledby="saved-questions-title" disablePadding>
              {questions.data.map((question) => (
                <ListItem key={question.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Stack sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                    <Link component={RouterLink} to={questionPath(locale, question)} onClick={onClose} sx={{ overflowWrap: 'anywhere' }}>
                      {question.name}
                    </Link>
                    <Typography variant="caption" color="text.secondary">
                      {question.pinned ? `${t('saved.onDashboard')} · ` : ''}
                      {t('saved.savedAt', { instant: format.instant(question.savedAt) })}
                    </Typography>
                  </Stack>
                  {deleting === question.id ? (
                    <Stack direction="row" spacing={1}>
                      <Button size="small" color="error" variant="contained" loading={act.isPending} onClick={() => act.mutate({ id: question.id, action: 'delete' }, { onSuccess: () => setDeleting(undefined) })} aria-label={on(t('saved.confirmDelete'), question)}>
                        {t('saved.confirmDelete')}
                      </Button>
                      <Button size="small" onClick={() => setDeleting(undefined)}>
                        {t('saved.cancel')}
                      </Button>
                    </Stack>
                  ) : (
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        disabled={act.isPending || (!question.pinned && pinnedCount >= MAX_PINNED_QUESTIONS)}
                        onClick={() => act.mutate({ id: question.id, action: question.pinned ? 'unpin' : 'pin' })}
                        aria-label={on(question.pinned ? t('saved.unpin') : t('saved.pin'), question)}
                      >
                        {question.pinned ? t('saved.unpin') : t('saved.pin')}
                      </Button>
                      <Button size="small" onClick={() => setRenaming(question)} aria-label={on(t('saved.rename'), question)}>
                        {t('saved.rename')}
                      </Button>
                      <Button size="small" color="error" onClick={() => setDeleting(question.id)} aria-label={on(t('saved.delete'), question)}>
                        {t('saved.delete')}
                      </Button>
                    </Stack>
                  )}
                </ListItem>
              ))}
            </List>
          )}
          {pinnedCount >= MAX_PINNED_QUESTIONS && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('saved.pinLimit', { max: MAX_PINNED_QUESTIONS })}
            </Typography>
          )}
          <ErrorAlert error={act.error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('saved.close')}</Button>
        </DialogActions>
      </Dialog>
      {renaming !== undefined && <QuestionNameDialog question={renaming} search={renaming.search} onClose={() => setRenaming(undefined)} />}
    </>
  );
}
