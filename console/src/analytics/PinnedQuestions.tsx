import { Suspense, lazy, useMemo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Role } from '@careledger/domain';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SavedQuestion } from '../api';
import { useSession } from '../auth';
import { useLocaleSegment } from '../i18n';
import { tagged } from '../i18n/tagged';
import { ErrorAlert } from '../layout/ErrorAlert';
import { figuresOf, isQuiet } from './figures';
import { analyticsParamsFrom, questionOf } from './params';
import { useAnalyticsAnswer, useAnalyticsLocale } from './queries';
import { questionPath, useSavedQuestions } from './saved-questions';

// recharts comes last, after the questions and their figures: the dashboard's first screen does not carry it.
const AnalyticsChart = lazy(() => import('./AnalyticsChart'));
const CHART_HEIGHT = 240;

/** One pinned question: its name, linking to the workbench on it, over its chart; a click on the chart opens it too. */
function PinnedQuestion({ question, choosesAgency }: { question: SavedQuestion; choosesAgency: boolean }) {
  const { t } = useTranslation(['dashboard', 'analytics']);
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  // As the workbench reads its URL: whatever no longer fits falls back to its default.
  const params = useMemo(() => {
    const asked = analyticsParamsFrom(new URLSearchParams(question.search));
    return choosesAgency ? asked : { ...asked, agencyId: undefined };
  }, [question.search, choosesAgency]);
  const asked = useMemo(() => questionOf(params), [params]);
  const answer = useAnalyticsAnswer(asked, useAnalyticsLocale());
  const figures = useMemo(() => (answer.data === undefined ? undefined : figuresOf(answer.data)), [answer.data]);
  const path = questionPath(locale, question);
  const compareTo = answer.data?.comparison?.compareTo;
  const titleId = `pinned-question-${question.id}`;

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid="pinned-question">
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={path}>
            {question.name}
          </Link>
        </Typography>
        {answer.isError ? (
          <ErrorAlert error={answer.error} onRetry={() => void answer.refetch()} />
        ) : answer.data === undefined || figures === undefined ? (
          <Skeleton variant="rectangular" height={CHART_HEIGHT} aria-label={t('analytics:chart.loading')} />
        ) : isQuiet(figures) ? (
          <Typography color="text.secondary" sx={{ height: CHART_HEIGHT }}>
            {t('analytics:chart.empty')}
          </Typography>
        ) : (
          <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
            <AnalyticsChart
              figures={figures}
              statistic={params.statistic}
              currency={answer.data.currency}
              interval={answer.data.interval}
              chart={params.chart}
              comparedLabel={(label) => (compareTo === undefined ? label : t(`analytics:compared.${compareTo}`, { label }))}
              onDrill={() => void navigate(path)}
              height={CHART_HEIGHT}
              brush={false}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

/** The dashboard's pinned questions: each saved question its owner pinned, drawn as the workbench draws it. */
export default function PinnedQuestions() {
  const { t } = useTranslation('dashboard');
  const locale = useLocaleSegment();
  const session = useSession();
  const questions = useSavedQuestions();
  const pinned = questions.data?.filter((question) => question.pinned);

  return (
    <Card variant="outlined" component="section" aria-labelledby="pinned-questions-title">
      <CardContent>
        <Typography id="pinned-questions-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('pinned.title')}
        </Typography>
        {questions.isError ? (
          <ErrorAlert error={questions.error} onRetry={() => void questions.refetch()} />
        ) : pinned === undefined ? (
          <Skeleton variant="rounded" height={80} />
        ) : pinned.length === 0 ? (
          <Typography color="text.secondary" data-testid="pinned-questions-empty">
            {tagged(t('pinned.none'), {
              workbench: (words) => (
                <Link component={RouterLink} to={`/user/${locale}/analytics`}>
                  {words}
                </Link>
              ),
            })}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
            {pinned.map((question) => (
              <PinnedQuestion key={question.id} question={question} choosesAgency={session.user.roleId === Role.ADMIN} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
