import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnalyticsQuestionInput } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { PagePagination } from '../layout/PagePagination';
import { useAnalyticsFormatters } from './format';
import { RecordIdLink } from './RecordIdLink';
import { useAnalyticsLocale, useChanges } from './queries';

interface ChangesPanelProps {
  /** The question as known now: the changes are what moved its figures since `since`. */
  question: AnalyticsQuestionInput;
  /** What the figures were shown as of: a log position, or an instant. */
  since: number | string;
}

const PAGE_SIZES = [10, 25, 50, 100];
const FIRST_PAGE = { page: 1, pageSize: 25 };

/**
 * What changed since: the events after an earlier log position or instant that moved the question's figures,
 * oldest first, each with its record (opening the record's page and history), when it happened, and how it
 * moved the figures: a record counted that was not (+1), or no longer counted (−1).
 */
export function ChangesPanel({ question, since }: ChangesPanelProps) {
  const { t } = useTranslation('analytics');
  const [paging, setPaging] = useState(FIRST_PAGE);
  const locale = useAnalyticsLocale();
  const changes = useChanges(question, since, paging, locale);
  const format = useAnalyticsFormatters();
  const page = changes.data;
  const from = (since: number | string) => (typeof since === 'number' ? t('changes.fromPosition', { position: since }) : t('changes.fromInstant', { instant: format.instant(since) }));

  return (
    <Card variant="outlined" component="section" aria-labelledby="analytics-changes-title">
      <CardContent>
        <Typography id="analytics-changes-title" variant="h6" component="h2">
          {t('changes.title', { from: from(since) })}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="changes-summary">
          {page === undefined ? t('changes.loading') : t('changes.summary', { count: page.total, since: from(page.since), until: page.until })}
        </Typography>
        {changes.isFetching && <LinearProgress aria-label={t('changes.loading')} sx={{ my: 1 }} />}
        {changes.isError ? (
          <ErrorAlert error={changes.error} onRetry={() => void changes.refetch()} sx={{ mt: 1 }} />
        ) : (
          page !== undefined &&
          page.data.length > 0 && (
            <>
              <Table size="small" aria-label={t('changes.tableLabel')} sx={{ mt: 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('changes.position')}</TableCell>
                    <TableCell>{t('drill.record')}</TableCell>
                    <TableCell>{t('changes.event')}</TableCell>
                    <TableCell>{t('drill.at')}</TableCell>
                    <TableCell>{t('changes.move')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.data.map((change) => (
                    <TableRow key={`${change.position}|${change.recordId}|${change.move}|${change.status}`}>
                      <TableCell>{change.position}</TableCell>
                      <TableCell><RecordIdLink machine={change.machine} recordId={change.recordId} /></TableCell>
                      <TableCell>{change.eventType ?? '—'}</TableCell>
                      <TableCell>{format.instant(change.at)}</TableCell>
                      <TableCell>{t(`changes.moves.${change.move}`, { status: change.statusLabel })}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <PagePagination page={page} paging={paging} pageSizes={PAGE_SIZES} onPaging={setPaging} />
            </>
          )
        )}
      </CardContent>
    </Card>
  );
}
