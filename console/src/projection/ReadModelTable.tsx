import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProjectionStatus } from '../api';
import { isBusy, phaseOf, type RebuildRequests } from './phase';
import { RebuildState } from './RebuildState';

interface ReadModelTableProps {
  models: readonly ProjectionStatus[];
  requests: RebuildRequests;
  /** Null when this user may read the status but not rebuild. */
  onRebuild: ((model: ProjectionStatus) => void) | null;
}

/** A handful of rows, all on one page: a plain table, not the lists' server-paged grid. */
export function ReadModelTable({ models, requests, onRebuild }: ReadModelTableProps) {
  const { t } = useTranslation('projections');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.name')}</TableCell>
            <TableCell align="right">{t('table.position')}</TableCell>
            <TableCell align="right">{t('table.lag')}</TableCell>
            <TableCell>{t('table.state')}</TableCell>
            {onRebuild !== null && <TableCell align="right">{t('table.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {models.map((model) => {
            const phase = phaseOf(model, requests[model.name]);
            return (
              <TableRow key={model.name}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                  {model.name}
                </TableCell>
                <TableCell align="right">{t('position', { position: model.position })}</TableCell>
                <TableCell align="right">
                  <Typography variant="body2" color={model.lag === 0 ? 'text.secondary' : 'warning.main'}>
                    {model.lag === 0 ? t('lag.none') : t('lag.behind', { count: model.lag })}
                  </Typography>
                </TableCell>
                <TableCell sx={{ width: '35%' }}>
                  {model.lastError !== null && (
                    <Alert severity="error" sx={{ mb: 1 }}>
                      {model.failedPosition === null
                        ? t('failing.unknownEvent', { message: model.lastError })
                        : t('failing.atEvent', { position: model.failedPosition, type: model.failedEventType, message: model.lastError })}
                    </Alert>
                  )}
                  <RebuildState name={model.name} phase={phase} />
                </TableCell>
                {onRebuild !== null && (
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={isBusy(phase)}
                      aria-label={t('rebuild.actionLabel', { name: model.name })}
                      onClick={() => onRebuild(model)}
                    >
                      {t('rebuild.action')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
