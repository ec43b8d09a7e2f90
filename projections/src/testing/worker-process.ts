import { fork } from 'node:child_process';

export interface WorkerMessage {
  kind: 'progress' | 'error' | 'lead';
  projector?: string;
  position?: number;
  error?: string;
  /** With `lead`: the projectors the worker leads now. */
  led?: readonly string[];
}

export interface WorkerProcess {
  /** The last position each projector reported, after its transaction committed. */
  readonly positions: ReadonlyMap<string, number>;
  /** The projectors it last said it leads (workers that lead by lease say so). */
  readonly led: readonly string[];
  /** Its process id, to find it among the leases' holders. */
  readonly pid: number | undefined;
  until(reached: (positions: ReadonlyMap<string, number>) => boolean, timeoutMs: number): Promise<void>;
  kill(signal: NodeJS.Signals): void;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** Runs `script` in a real child process (through tsx), with only the database `env` names. */
export const forkWorker = (script: string, env: Record<string, string>): WorkerProcess => {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const positions = new Map<string, number>();
  let led: readonly string[] = [];
  const checks = new Set<() => void>();
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('message', (message: WorkerMessage) => {
    if (message.kind === 'error') output += `projector ${message.projector} failed: ${message.error}\n`;
    if (message.kind === 'progress' && message.projector && message.position !== undefined) positions.set(message.projector, message.position);
    if (message.kind === 'lead') {
      led = message.led ?? [];
      output += `leads ${led.length} read models\n`;
    }
    for (const check of checks) check();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );

  return {
    positions,
    get led() {
      return led;
    },
    pid: child.pid,
    until(reached, timeoutMs) {
      return new Promise((resolve, reject) => {
        const finish = (error?: Error): void => {
          checks.delete(check);
          clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        };
        const check = (): void => {
          if (reached(positions)) finish();
        };
        const timer = setTimeout(() => finish(new Error(`Worker did not get there in ${timeoutMs} ms:\n${output}`)), timeoutMs);
        void exited.then(({ code, signal }) => finish(new Error(`Worker exited (${code ?? signal}) first:\n${output}`)));
        checks.add(check);
        check();
      });
    },
    kill: (signal) => child.kill(signal),
    exited,
    output: () => output,
  };
};
