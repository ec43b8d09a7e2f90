import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { actorOf, useSession } from '../auth';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { tasksScreenParams } from './params';
import { TaskGrid } from './TaskGrid';

/** `/user/:locale/tasks`: every task the user may read, to run the day's work. */
export default function TaskList() {
  const { t } = useTranslation('tasks');
  const actor = actorOf(useSession());
  useDocumentTitle(t('title'));
  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <TaskGrid actor={actor} paramsIn={tasksScreenParams} />
    </Stack>
  );
}
