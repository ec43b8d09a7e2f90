/**
 * Which service answers a request, as the balancer decides it: reads go to the query service,
 * everything else that changes records to the command service, and the pages of the console to
 * the query service. The exceptions are a query service's POSTs (reports and exports take a body;
 * a verification of the log queues its job where it is read) and one GET of the command service. `balancer-routes.unit.spec.ts` checks this against every
 * route both services register, so a new route that breaks the rule fails the build.
 */
// The analytics reads one by one: the saved questions under /api/analytics/questions are commands.
export const QUERY_POST_PREFIXES = ['/api/reports/', '/api/exports', '/api/admin/integrity/verify', '/api/analytics/query', '/api/analytics/drill', '/api/analytics/changes', '/api/analytics/distribution'] as const;
export const COMMAND_GET_PATHS = ['/api/random-password'] as const;

export type Backend = 'commands' | 'queries';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The rule in TypeScript, as HAProxy's ACLs read it (`path_beg`, `path`, `method`); the path has no query string. */
export const backendFor = (method: string, path: string): Backend => {
  if (!path.startsWith('/api/')) return 'queries';
  if (READ_METHODS.has(method)) return COMMAND_GET_PATHS.includes(path as never) ? 'commands' : 'queries';
  return method === 'POST' && QUERY_POST_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'queries' : 'commands';
};
