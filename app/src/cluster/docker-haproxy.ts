import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { haproxyConfig } from './haproxy-config';

/** docker-compose.yml's balancer configuration: each service's replicas found by Docker's DNS. */
export const DOCKER_HAPROXY_FILE = join(import.meta.dirname, '../../../docker/haproxy.cfg');

export const dockerHaproxyConfig = (): string =>
  `${haproxyConfig({
    bind: '*:3000',
    commands: { dnsName: 'command-service', port: 3001, replicas: 4 },
    queries: { dnsName: 'query-service', port: 3002, replicas: 4 },
  })}\n`;

// `npx tsx app/src/cluster/docker-haproxy.ts` writes the file again after the rule changed.
if (process.argv[1] === import.meta.filename) writeFileSync(DOCKER_HAPROXY_FILE, dockerHaproxyConfig());
