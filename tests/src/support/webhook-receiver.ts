import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A real receiver: it keeps what it is sent and answers as the test tells it (or is not there at all). */
export class Receiver {
  readonly received: Received[] = [];
  answer: { status: number; location?: string } = { status: 204 };
  private server: Server | undefined;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
        response.writeHead(this.answer.status, this.answer.location ? { location: this.answer.location } : {});
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }
}
