import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import { can } from '../policy/can';
import { isDomainError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { exportRequest } from './requests';

const refusal = (body: unknown): { path: string; message: string }[] => {
  try {
    parseOrThrow(exportRequest, body);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
    throw error;
  }
  throw new Error('accepted');
};

describe('an export request', () => {
  it('takes a report type, the days and filters of a report, a format and a locale (en-US unless given)', () => {
    expect(parseOrThrow(exportRequest, { type: 'assessments', period: 'YTD', format: 'xlsx' })).toEqual({ type: 'assessments', period: 'YTD', format: 'xlsx', locale: 'en-US' });
    expect(
      parseOrThrow(exportRequest, {
        type: 'payments',
        from: '2026-01-01',
        to: '2026-01-31',
        agencyId: '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01',
        format: 'csv',
        locale: 'es-ES',
      }),
    ).toMatchObject({ from: '2026-01-01', to: '2026-01-31', locale: 'es-ES' });
  });

  it.each([
    [{ format: 'csv' }, 'type', 'is required'],
    [{ type: 'invoices', format: 'csv' }, 'type', 'must be one of referrals, assessments, postings, notes, patients, payments'],
    [{ type: 'notes' }, 'format', 'is required'],
    [{ type: 'notes', format: 'pdf' }, 'format', 'must be one of csv, xlsx'],
    [{ type: 'notes', format: 'csv', period: 'Year' }, 'period', 'must be one of All, Week, Month, YTD'],
    [{ type: 'notes', format: 'csv', period: 'Week', from: '2026-05-01' }, 'period', 'must not be given with from or to'],
    [{ type: 'notes', format: 'csv', from: '2026-05-02', to: '2026-05-01' }, 'to', 'must not be before from'],
    [{ type: 'notes', format: 'csv', from: '2026-02-30' }, 'from', 'must be a date, YYYY-MM-DD'],
    [{ type: 'notes', format: 'csv', agencyId: 'agency-1' }, 'agencyId', 'must be a UUID'],
    [{ type: 'notes', format: 'csv', locale: 'fr-FR' }, 'locale', 'must be one of en-US, en-CA, es-ES'],
    [{ type: 'notes', format: 'csv', colour: 'blue' }, 'colour', 'is not an allowed field'],
  ])('refuses %j, naming %s', (body, path, message) => {
    expect(refusal(body)).toContainEqual({ path, message });
  });
});

describe('the export policy', () => {
  const requester = { id: 'user-1', roleId: Role.AGENCY, agencyId: 'agency-1' };

  it('lets whoever reads reports start one, and nobody else', () => {
    expect(can(requester, 'export.create')).toBe(true);
    expect(can({ id: 'p', roleId: Role.PARTNER_AGENT, partnerId: 'partner-1' }, 'export.create')).toBe(true);
    expect(can({ id: 'f', roleId: Role.USER }, 'export.create')).toBe(false);
    expect(can({ id: 'c', roleId: Role.CAREGIVER, agencyId: 'agency-1' }, 'export.create')).toBe(false);
  });

  it('lets the requester and administrators read it, not a colleague of the same agency', () => {
    expect(can(requester, 'export.read', { userId: 'user-1' })).toBe(true);
    expect(can({ id: 'admin', roleId: Role.ADMIN }, 'export.read', { userId: 'user-1' })).toBe(true);
    expect(can({ ...requester, id: 'user-2' }, 'export.read', { userId: 'user-1' })).toBe(false);
    expect(can(requester, 'export.read')).toBe(false);
  });
});
