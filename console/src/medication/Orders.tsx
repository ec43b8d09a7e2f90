import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_ORDER_DISCONTINUE_REASON_LENGTH, mayActOnMedicationOrder, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { MedicationOrder, Patient } from '../api';
import { useFormatters } from '../i18n';
import { useCalendarDate } from '../i18n/calendar-dates';
import { DialogButton } from '../layout/DialogButton';
import { ErrorAlert } from '../layout/ErrorAlert';
import { PageLoader } from '../layout/PageLoader';
import { ReasonForm } from '../layout/ReasonForm';
import { Section } from '../layout/Section';
import { useRecordCommand } from '../layout/useRecordCommand';
import { useMedicationLabels } from './labels';
import { OrderForm } from './OrderForm';
import { patientFactsOf } from './PatientMedications';
import { useMedicationOrderCommand, usePatientMedicationOrders } from './queries';

interface MedicationOrdersProps {
  patient: Patient;
  actor: Actor;
}

/** The patient's medication orders as a section of the patient page: what is ordered, and prescribing, changing or discontinuing when the policy allows. */
export function MedicationOrders({ patient, actor }: MedicationOrdersProps) {
  return mayActOnMedicationOrder(actor, 'read', { patient: patientFactsOf(patient) }) ? <OrdersSection patient={patient} actor={actor} /> : null;
}

function OrdersSection({ patient, actor }: MedicationOrdersProps) {
  const { t } = useTranslation('medications');
  const facts = { patient: patientFactsOf(patient) };
  const orders = usePatientMedicationOrders(patient.id);
  const create = useMedicationOrderCommand();
  const [notice, setNotice] = useState<string | null>(null);
  const mayPrescribe = mayActOnMedicationOrder(actor, 'create', facts);
  const mayChange = mayActOnMedicationOrder(actor, 'change', facts);

  return (
    <Section title={t('orders.title')}>
      <Stack spacing={2}>
        {notice !== null && (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {orders.isPending ? (
          <PageLoader />
        ) : orders.isError ? (
          <ErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />
        ) : orders.data.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('orders.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('orders.listLabel')}>
            {orders.data.data.map((order) => (
              <OrderRow key={order.id} order={order} mayChange={mayChange} />
            ))}
          </List>
        )}
        {orders.data !== undefined && orders.data.total > orders.data.data.length && (
          <Typography variant="body2" color="text.secondary">
            {t('orders.more', { shown: orders.data.data.length, total: orders.data.total })}
          </Typography>
        )}
        {mayPrescribe && (
          <DialogButton
            label={t('orders.add')}
            onOpen={() => {
              create.reset();
              setNotice(null);
            }}
          >
            {(close) => (
              <OrderForm
                pending={create.isPending}
                error={create.error}
                onClose={close}
                onCreate={(body, idempotencyKey) =>
                  create.mutate(
                    { command: { action: 'create', patientId: patient.id, body }, idempotencyKey },
                    {
                      onSuccess: () => {
                        close();
                        setNotice(t('orders.created'));
                      },
                    },
                  )
                }
              />
            )}
          </DialogButton>
        )}
      </Stack>
    </Section>
  );
}

type OrderDialog = 'change' | 'discontinue';

/** One order: its terms and status, and its change and discontinue dialogs with the version on screen as `expectedVersion`. */
function OrderRow({ order, mayChange }: { order: MedicationOrder; mayChange: boolean }) {
  const { t } = useTranslation('medications');
  const labels = useMedicationLabels();
  const format = useFormatters();
  const formatDate = useCalendarDate();
  const mutation = useMedicationOrderCommand();
  const command = useRecordCommand<OrderDialog, Parameters<typeof mutation.mutate>[0]>(mutation, order.version);
  const { dialog, closeDialog, dialogError } = command;
  const active = order.status === 'active';
  const expectedVersion = order.version;
  const period =
    order.endDate === null ? t('orders.from', { start: formatDate(order.startDate) }) : t('orders.fromTo', { start: formatDate(order.startDate), end: formatDate(order.endDate) });
  const details = [order.timesOfDay.map(format.timeOfDay).join(', '), period, order.instructions].filter((part) => part !== null && part !== '').join(' · ');
  const done = mutation.isSuccess ? t(mutation.variables.command.action === 'change' ? 'orders.changed' : 'orders.discontinuedDone') : null;

  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <ListItemText
          sx={{ flex: 1, minWidth: 200 }}
          primary={`${order.drug} ${order.dose} · ${labels.route(order.routeId)}`}
          secondary={active ? details : t('orders.discontinuedBecause', { reason: order.discontinuedReason ?? '' })}
          slotProps={{ primary: { sx: active ? undefined : { textDecoration: 'line-through' } } }}
        />
        <Chip size="small" color={active ? 'success' : 'default'} label={t(active ? 'orders.active' : 'orders.discontinued')} />
        {mayChange && active && (
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={() => command.start('change')} aria-label={`${t('orders.change')} ${order.drug}`}>
              {t('orders.change')}
            </Button>
            <Button size="small" color="error" onClick={() => command.start('discontinue')} aria-label={`${t('orders.discontinue')} ${order.drug}`}>
              {t('orders.discontinue')}
            </Button>
          </Stack>
        )}
      </Stack>
      {done !== null && (
        <Alert severity="success" onClose={() => mutation.reset()} sx={{ mt: 1 }}>
          {done}
        </Alert>
      )}
      {command.conflict !== null && (
        <Alert severity="warning" onClose={command.dismissConflict} sx={{ mt: 1 }}>
          {t('orders.conflict', command.conflict)}
        </Alert>
      )}
      <Dialog open={dialog === 'change'} onClose={closeDialog} fullWidth maxWidth="sm">
        {dialog === 'change' && (
          <OrderForm
            changed={order}
            pending={mutation.isPending}
            error={dialogError}
            onClose={closeDialog}
            onChange={(change, idempotencyKey) => command.run({ command: { action: 'change', id: order.id, body: { expectedVersion, ...change } }, idempotencyKey })}
          />
        )}
      </Dialog>
      <Dialog open={dialog === 'discontinue'} onClose={closeDialog} fullWidth maxWidth="xs">
        {dialog === 'discontinue' && (
          <ReasonForm
            title={t('orders.dialogs.discontinue.title')}
            description={t('orders.dialogs.discontinue.description')}
            label={t('orders.fields.reason')}
            requiredMessage={t('orders.validation.reasonRequired')}
            confirm={t('orders.dialogs.discontinue.confirm')}
            confirmColor="error"
            maxLength={MAX_ORDER_DISCONTINUE_REASON_LENGTH}
            pending={mutation.isPending}
            error={dialogError}
            onClose={closeDialog}
            onSubmit={(reason, idempotencyKey) => command.run({ command: { action: 'discontinue', id: order.id, body: { expectedVersion, reason } }, idempotencyKey })}
          />
        )}
      </Dialog>
    </ListItem>
  );
}
