import { DataDirInUse, isConnectionLoss } from '@careledger/storage';

// PostgreSQL's refusals at connection time: bad password, no such role, no such database.
const REFUSED_SIGN_IN = new Set(['28P01', '28000', '3D000']);

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Where Careledger was told to listen and store, for naming them in a start-up problem. */
export interface StartupTarget {
  port: number;
  host: string;
  databaseUrl?: string;
}

const withoutPassword = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
};

/**
 * One line, no stack trace, for the start-up failures a person can fix themselves (a busy port,
 * a data folder another process holds, a database that does not answer); undefined for anything
 * else, which is a defect and keeps its stack.
 */
export const startupProblem = (error: unknown, target: StartupTarget): string | undefined => {
  if (error instanceof DataDirInUse) return error.message;
  // By name: the MongoDB driver is loaded only when MONGODB_URL is set.
  const name = error instanceof Error ? error.name : undefined;
  if (name === 'MongoReplicaSetRequired') return (error as Error).message;
  if (name === 'MongoServerSelectionError') return `The MongoDB server at MONGODB_URL cannot be reached (${(error as Error).message}). Check MONGODB_URL and that mongod runs.`;
  const code = codeOf(error);
  if (code === 'EADDRINUSE') return `Port ${target.port} on ${target.host} is already in use. Stop what listens there, or set PORT to another port.`;
  if (code === 'EACCES') return `Careledger may not listen on port ${target.port} on ${target.host}. Set PORT to a port above 1023.`;
  if (target.databaseUrl && (isConnectionLoss(error) || (code !== undefined && REFUSED_SIGN_IN.has(code)))) {
    const reason = error instanceof Error ? error.message : String(error);
    return `The database at ${withoutPassword(target.databaseUrl)} cannot be reached (${reason}). Check DATABASE_URL and that PostgreSQL runs.`;
  }
  return undefined;
};
