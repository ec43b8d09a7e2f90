import { reportPeriods, statusMachines, statusMachineStatuses, type FieldError, type ReportPeriodId, type StatusMachine } from '@careledger/domain';
import { dateParam } from '../../http/day-range';
import { uuidParam } from '../../user/query-params';
import { periodRange, type ReportFilter } from '../report-request';

export interface StatusSpan {
  fromStatus: number;
  toStatus: number;
}

export interface TimeInStatusRequest extends ReportFilter {
  machine: StatusMachine;
  /** Absent unless both ends were asked for. */
  span?: StatusSpan;
}

const PERIOD_IDS: readonly string[] = reportPeriods.map((period) => period.id);

const given = (raw: unknown): boolean => raw !== undefined && raw !== null && raw !== '';

const machineParam = (raw: unknown, errors: FieldError[]): StatusMachine | undefined => {
  const machine = statusMachines.find((candidate) => candidate === raw);
  if (machine === undefined) errors.push({ path: 'machine', message: `is required, one of ${statusMachines.join(', ')}` });
  return machine;
};

const statusParam = (raw: unknown, path: string, machine: StatusMachine, errors: FieldError[]): number | undefined => {
  if (!given(raw)) return undefined;
  const ids = statusMachineStatuses[machine].map((entry) => entry.id);
  const status = ids.find((id) => String(id) === raw);
  if (status === undefined) errors.push({ path, message: `must be a status of the ${machine} (${ids.join(', ')})` });
  return status;
};

/** Both ends or neither, and two different statuses. */
const spanParams = (query: Record<string, unknown>, machine: StatusMachine, errors: FieldError[]): StatusSpan | undefined => {
  const fromStatus = statusParam(query.fromStatus, 'fromStatus', machine, errors);
  const toStatus = statusParam(query.toStatus, 'toStatus', machine, errors);
  if (given(query.fromStatus) !== given(query.toStatus)) {
    const missing = given(query.fromStatus) ? 'toStatus' : 'fromStatus';
    errors.push({ path: missing, message: `must be given with ${missing === 'toStatus' ? 'fromStatus' : 'toStatus'}` });
  }
  if (fromStatus === undefined || toStatus === undefined) return undefined;
  if (fromStatus === toStatus) {
    errors.push({ path: 'toStatus', message: 'must differ from fromStatus' });
    return undefined;
  }
  return { fromStatus, toStatus };
};

/** The period as the other reports take it: a named one, or from/to (UTC days, both included), not both. */
const periodParams = (query: Record<string, unknown>, today: string, errors: FieldError[]): Pick<ReportFilter, 'from' | 'to'> => {
  const range = { from: dateParam(query.from, 'from', errors) ?? null, to: dateParam(query.to, 'to', errors) ?? null };
  if (given(query.period)) {
    if (given(query.from) || given(query.to)) errors.push({ path: 'period', message: 'must not be given with from or to' });
    const period = PERIOD_IDS.find((id) => id === query.period) as ReportPeriodId | undefined;
    if (period === undefined) errors.push({ path: 'period', message: `must be one of ${PERIOD_IDS.join(', ')}` });
    return periodRange(period ?? 'All', today);
  }
  if (range.from !== null && range.to !== null && range.from > range.to) errors.push({ path: 'to', message: 'must not be before from' });
  return range;
};

/** `GET /api/reports/time-in-status`'s query; `today` is the UTC day the named periods end on. */
export const parseTimeInStatusRequest = (query: Record<string, unknown>, today: string, errors: FieldError[]): TimeInStatusRequest => {
  const machine = machineParam(query.machine, errors);
  const request: TimeInStatusRequest = {
    // An unknown machine is refused: its statuses cannot be checked, and nothing is read.
    machine: machine ?? statusMachines[0],
    ...periodParams(query, today, errors),
    agencyId: uuidParam(query.agencyId, 'agencyId', errors),
    partnerId: uuidParam(query.partnerId, 'partnerId', errors),
  };
  const span = machine === undefined ? undefined : spanParams(query, machine, errors);
  return span === undefined ? request : { ...request, span };
};
