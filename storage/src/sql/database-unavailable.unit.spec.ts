import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable, isConnectionLoss, unlessConnectionLost } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a lost database connection', () => {
  it('is told apart from errors of the query itself', () => {
    expect(isConnectionLoss(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionLoss(withCode('connect ECONNREFUSED 127.0.0.1:5999', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionLoss(withCode('integer out of range', '22003'))).toBe(false);
    expect(isConnectionLoss('57P01')).toBe(false);
  });

  it('becomes DatabaseUnavailable, keeping the cause; any other error passes unchanged', async () => {
    const lost = withCode('the database system is shutting down', '57P03');
    const refused = await unlessConnectionLost(() => Promise.reject(lost)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseUnavailable);
    expect((refused as DatabaseUnavailable).cause).toBe(lost);
    const own = withCode('syntax error', '42601');
    expect(await unlessConnectionLost(() => Promise.reject(own)).catch((error: unknown) => error)).toBe(own);
  });
});
