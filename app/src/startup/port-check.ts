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

/** A port no one listens on now, as the system hands one out (the cluster's processes each get one). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('The system gave no free port.'))));
    });
  });
