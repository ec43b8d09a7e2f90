/**
 * The database cannot be reached or dropped the connection (a restart, a network fault): the
 * request in flight failed and nothing of it was committed. It answers 503; the pool reconnects
 * on the next query.
 */
export class DatabaseUnavailable extends Error {
  constructor(readonly cause: unknown) {
    super('The database is not reachable at the moment.');
    this.name = 'DatabaseUnavailable';
  }
}

// SQLSTATE class 08 (connection exception) and the shutdown codes of class 57.
const LOST_CONNECTION_CODES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const LOST_CONNECTION_MESSAGES = [/Connection terminated/i, /connection error and is not queryable/i, /Client was closed/i];

export const isConnectionLoss = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_CONNECTION_CODES.has(code) || NETWORK_CODES.has(code))) return true;
  return LOST_CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
};

/** Runs `work`, turning a lost connection into DatabaseUnavailable; every other error passes unchanged. */
export const unlessConnectionLost = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw isConnectionLoss(error) ? new DatabaseUnavailable(error) : error;
  }
};
