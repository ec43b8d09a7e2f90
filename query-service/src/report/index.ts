import { ReportReader } from './report-reader';
import { ReportsHttp } from './reports.http';

export const reportQueryControllers = [ReportsHttp];
export const reportQueryProviders = [ReportReader];
