import { ReportReader } from './report-reader';
import { ReportsHttp } from './reports.http';
import { TimeInStatusHttp } from './time-in-status/time-in-status.http';

export const reportQueryControllers = [ReportsHttp, TimeInStatusHttp];
export const reportQueryProviders = [ReportReader];
