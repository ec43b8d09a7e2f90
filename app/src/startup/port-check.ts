import { createServer } from 'node:net';

/**
 * Listens on the port for a moment and lets go: a busy port is found before the database opens
 * and the demo seeds (minutes), not after. Rejects with the listen error (EADDRINUSE, EACCES).
 */
export const assertPortFree = (port: number, host: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
