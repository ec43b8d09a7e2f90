import { COMMAND_GET_PATHS, QUERY_POST_PREFIXES } from './balancer-routes';

/** The processes of one service behind the balancer: addresses known now, or a Docker service name resolved by DNS. */
export type ServiceServers = { addresses: readonly string[] } | { dnsName: string; port: number; replicas: number };

export interface HaproxySettings {
  /** Where the balancer listens, `host:port`. */
  bind: string;
  commands: ServiceServers;
  queries: ServiceServers;
  /** How often each process's readiness is checked, in ms; two failures take it out. */
  checkIntervalMs?: number;
  /** Where HAProxy's own statistics page answers (CSV at `/;csv`), `host:port`; none by default. */
  statsBind?: string;
}

const serverLines = (prefix: string, servers: ServiceServers, check: string): string[] =>
  'addresses' in servers
    ? servers.addresses.map((address, index) => `  server ${prefix}${index + 1} ${address} ${check}`)
    : [`  server-template ${prefix} ${servers.replicas} ${servers.dnsName}:${servers.port} ${check} resolvers docker init-addr none`];

/**
 * HAProxy's configuration for Careledger: one front door, the command and query services behind
 * it, each process taken out while `/health/ready` fails (so one that is stopping drains), and a
 * request that met a dead process sent to another when that is safe: always before it reached
 * the process, after that only when it carries an Idempotency-Key or changes nothing.
 */
export const haproxyConfig = (settings: HaproxySettings): string => {
  const inter = settings.checkIntervalMs ?? 1_000;
  const check = `check inter ${inter}ms fall 2 rise 2`;
  const dns = !('addresses' in settings.commands) || !('addresses' in settings.queries);
  const backend = (name: string, prefix: string, servers: ServiceServers): string[] => [
    `backend ${name}`,
    '  balance leastconn',
    '  option httpchk',
    '  http-check send meth GET uri /health/ready',
    '  http-check expect status 200',
    '  retry-on conn-failure empty-response response-timeout',
    '  http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }',
    ...serverLines(prefix, servers, check),
    '',
  ];
  return [
    '# Written by Careledger (app/src/cluster/haproxy-config.ts); the routing rule is balancer-routes.ts.',
    'global',
    '  maxconn 4096',
    '',
    ...(dns ? ['resolvers docker', '  nameserver dns1 127.0.0.11:53', '  hold valid 5s', ''] : []),
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 3',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '',
    ...(settings.statsBind ? ['frontend stats', `  bind ${settings.statsBind}`, '  stats enable', '  stats uri /', '  stats refresh 5s', ''] : []),
    'frontend careledger',
    `  bind ${settings.bind}`,
    '  acl api path_beg /api/',
    '  acl reads method GET HEAD',
    `  acl query_posts method POST`,
    `  acl query_post_paths path_beg ${QUERY_POST_PREFIXES.join(' ')}`,
    `  acl command_gets path ${COMMAND_GET_PATHS.join(' ')}`,
    '  use_backend commands if api reads command_gets',
    '  use_backend queries if api query_posts query_post_paths',
    '  use_backend commands if api !reads',
    '  default_backend queries',
    '',
    ...backend('commands', 'command', settings.commands),
    ...backend('queries', 'query', settings.queries),
  ].join('\n');
};
