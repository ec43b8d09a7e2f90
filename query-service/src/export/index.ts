import { ExportReader } from './export-reader';
import { ExportsHttp } from './exports.http';

export const exportQueryControllers = [ExportsHttp];
export const exportQueryProviders = [ExportReader];
