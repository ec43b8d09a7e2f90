/** One Server-Sent Event as a client receives it; a frame with only an id has neither event nor data. */
export interface ServerSentEvent {
  id?: string;
  event?: string;
  data?: string;
}

/**
 * A Server-Sent Events client over fetch, reading the body as it arrives: what EventSource does,
 * with the headers a test needs (a session's cookies, an API key, Last-Event-ID).
 */
export class EventStreamReader {
  private buffer = '';
  private readonly received: ServerSentEvent[] = [];
  /** Comment lines (`: heartbeat`), without the colon. */
  readonly comments: string[] = [];
  private readonly decoder = new TextDecoder();

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly body: ReadableStreamDefaultReader<Uint8Array> | undefined,
    private readonly connection: AbortController,
  ) {}

  static async open(url: string, headers: Record<string, string>): Promise<EventStreamReader> {
    const connection = new AbortController();
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: connection.signal });
    const isStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
    // A refusal's body is read, so its connection is free again (an unread one keeps the server from closing).
    if (!isStream) await response.text();
    return new EventStreamReader(response.status, response.headers, isStream ? response.body?.getReader() : undefined, connection);
  }

  /** Waits until `count` events (frames with data) have come, and answers them; fails after `timeoutMs`. */
  async events(count: number, timeoutMs = 20_000): Promise<ServerSentEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.dataEvents().length < count) {
      if (!this.body) throw new Error(`not a stream (status ${this.status})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${this.dataEvents().length} of ${count} events came in ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([this.body.read(), new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), left)))]);
      clearTimeout(timer);
      if (chunk === 'late') continue;
      if (chunk.done) throw new Error(`the stream ended after ${this.dataEvents().length} of ${count} events`);
      this.take(this.decoder.decode(chunk.value, { stream: true }));
    }
    return this.dataEvents().slice(0, count);
  }

  /** Every frame so far, bare ids included. */
  frames(): readonly ServerSentEvent[] {
    return this.received;
  }

  /** The id an EventSource would send back on reconnecting: the last frame's that had one. */
  lastEventId(): string | undefined {
    return this.received.findLast((frame) => frame.id !== undefined)?.id;
  }

  close(): void {
    this.connection.abort();
  }

  private dataEvents(): ServerSentEvent[] {
    return this.received.filter((frame) => frame.data !== undefined);
  }

  private take(text: string): void {
    this.buffer += text;
    for (let end = this.buffer.indexOf('\n\n'); end !== -1; end = this.buffer.indexOf('\n\n')) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const frame: ServerSentEvent = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          this.comments.push(line.slice(1).trim());
          continue;
        }
        const colon = line.indexOf(':');
        const [field, value] = colon === -1 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, '')];
        if (field === 'id' || field === 'event') frame[field] = value;
        else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
      }
      if (Object.keys(frame).length > 0) this.received.push(frame);
    }
  }
}
