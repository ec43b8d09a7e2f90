/** A cookie-keeping HTTP client that follows Careledger's conventions, as the console does. */
export interface ApiResponse<Body = unknown> {
  status: number;
  body: Body;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as it is instead of `body`: text no JSON.stringify would make (malformed, oversized). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN echo, to test the 419 rule. */
  withoutXsrf?: boolean;
}

export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request<Body = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<Body>> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf && !options.withoutXsrf) headers['x-xsrf-token'] = xsrf;
    const sent = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (sent !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: sent });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as Body, headers: response.headers };
  }

  get<Body = any>(path: string, options?: RequestOptions) {
    return this.request<Body>('GET', path, options);
  }

  post<Body = any>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) {
    return this.request<Body>('POST', path, { ...options, body });
  }

  /** A GET whose answer is kept as bytes: a file (an export's xlsx) that text would spoil. */
  async getBytes(path: string): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, { headers });
    return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
  }

  /** Gets the XSRF cookie (any GET hands it out), then signs in. */
  async signIn(email: string, password = 'demo-password'): Promise<this> {
    await this.get('/api/auth-details');
    const response = await this.post('/api/login', { email, password });
    if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
    return this;
  }
}
