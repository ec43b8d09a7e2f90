import { describe, expect, it } from 'vitest';
import { auditLogSource } from './audit-log-source';

describe('where the audit list is read from', () => {
  it('reads MongoDB when it keeps the read models, the events table when the SQL store keeps the log, and nothing otherwise', () => {
    expect(auditLogSource('sql', false)).toBe('sql');
    expect(auditLogSource(undefined, false)).toBe('sql');
    expect(auditLogSource('sql', true)).toBe('mongo');
    expect(auditLogSource('kurrentdb', true)).toBe('mongo');
    expect(auditLogSource('kurrentdb', false)).toBe('unavailable');
  });
});
