export { inProcessRebuilds, serveRebuildRequests } from './rebuild-requests';
