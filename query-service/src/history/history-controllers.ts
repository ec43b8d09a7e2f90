import { AuditEventsHttp } from './audit-events.http';
import { historyResources } from './history-record-types';
import { RecordHistoryReader } from './record-history';
import { recordHistoryHttp } from './record-history.http';

/** Issue 4: every aggregate's history and state as of an instant, and the admin audit explorer. */
export const historyControllers = [AuditEventsHttp, ...historyResources.map(recordHistoryHttp)];
export const historyProviders = [RecordHistoryReader];
