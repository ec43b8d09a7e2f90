import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MAX_PAYMENTS_PER_BATCH, PaymentCollectionMode, PaymentState } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Payment } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useCalendarDate } from '../i18n/calendar-dates';
import { useBillingLabels } from './labels';
import { useMoney } from './money';
import { usePaymentList } from './queries';

/** The largest page the API serves: the oldest unpaid payments first, so none waits forever. */
const CANDIDATE_PAGE = { page: 1, pageSize: 100, sort: { field: 'periodStart', direction: 'asc' }, status: PaymentState.UNPAID } as const;

/** What a card batch accepts (domain `OpenCardBatch`): unpaid card charges, and none already in another batch. */
const isCandidate = (payment: Payment): boolean =>
  payment.collectionMode === PaymentCollectionMode.CHARGE_AUTOMATICALLY && payment.cardType !== null && payment.cardBatchId === null;

interface OpenCardBatchFormProps {
  /** The dialog around the form is labelled by its title. */
  titleId: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (paymentIds: string[], idempotencyKey: string) => void;
}

/** Gathers unpaid card charges into a new batch, to settle or void with the processor together. */
export function OpenCardBatchForm({ titleId, pending, error, onClose, onSubmit }: OpenCardBatchFormProps) {
  const { t } = useTranslation('billing');
  const { money } = useMoney();
  const formatDate = useCalendarDate();
  const labels = useBillingLabels();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const unpaid = usePaymentList(CANDIDATE_PAGE);
  const candidates = useMemo(() => (unpaid.data?.data ?? []).filter(isCandidate).slice(0, MAX_PAYMENTS_PER_BATCH), [unpaid.data]);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const chosen = candidates.filter((payment) => !excluded.has(payment.id));
  const total = chosen.reduce((sum, payment) => sum + payment.totalCents, 0);

  const toggle = (id: string) =>
    setExcluded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length > 0) onSubmit(chosen.map((payment) => payment.id), idempotencyKey);
  };

  const fieldError = isApiError(error) ? error.fieldError('paymentIds') : undefined;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{t('cardBatches.open.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('cardBatches.open.description')}</DialogContentText>
        {unpaid.isPending && <LinearProgress aria-label={t('cardBatches.open.loading')} />}
        <ErrorAlert error={unpaid.error} onRetry={() => void unpaid.refetch()} />
        {unpaid.isSuccess && candidates.length === 0 && <Alert severity="info">{t('cardBatches.open.none')}</Alert>}
        {candidates.length > 0 && (
          <FormGroup role="group" aria-label={t('cardBatches.open.payments')} sx={{ maxHeight: 320, overflow: 'auto', flexWrap: 'nowrap' }}>
            {candidates.map((payment) => (
              <FormControlLabel
                key={payment.id}
                control={<Checkbox checked={!excluded.has(payment.id)} onChange={() => toggle(payment.id)} />}
                label={t('cardBatches.open.payment', {
                  period: t('payments.period', { start: formatDate(payment.periodStart), end: formatDate(payment.periodEnd) }),
                  billedTo: labels.billedTo(payment),
                  card: labels.card(payment.cardType),
                  total: money(payment.totalCents),
                })}
              />
            ))}
          </FormGroup>
        )}
        {candidates.length > 0 && (
          <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
            {t('cardBatches.open.summary', { count: chosen.length, total: money(total) })}
          </Typography>
        )}
        {fieldError !== undefined && <Alert severity="error" sx={{ mt: 2 }}>{fieldError}</Alert>}
        {fieldError === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={pending} disabled={chosen.length === 0}>
          {t('cardBatches.open.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
