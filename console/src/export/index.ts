export { ExportAll } from './ExportAll';
