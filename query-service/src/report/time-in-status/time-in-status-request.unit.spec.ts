import type { FieldError } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { parseTimeInStatusRequest } from './time-in-status-request';

const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';

const parsed = (query: Record<string, unknown>) => {
  const errors: FieldError[] = [];
  const request = parseTimeInStatusRequest(query, '2026-03-04', errors);
  return { request, errors };
};

describe('a time-in-status request', () => {
  it('takes a machine, a period as the other reports do, an agency and two statuses of that machine', () => {
    expect(parsed({ machine: 'referral', period: 'Month', agencyId: AGENCY.toUpperCase(), fromStatus: '1', toStatus: '3' })).toEqual({
      request: { machine: 'referral', from: '2026-03-01', to: '2026-03-04', agencyId: AGENCY, partnerId: undefined, span: { fromStatus: 1, toStatus: 3 } },
      errors: [],
    });
    expect(parsed({ machine: 'caregiver', from: '2026-01-01' }).request).toMatchObject({ machine: 'caregiver', from: '2026-01-01', to: null });
    expect(parsed({ machine: 'payment' }).request).toMatchObject({ from: null, to: null });
    expect(parsed({ machine: 'payment' }).request.span).toBeUndefined();
  });

  it.each([
    [{}, 'machine', 'is required, one of assessment, posting, referral, caregiver, payment'],
    [{ machine: 'invoice' }, 'machine', 'is required, one of assessment, posting, referral, caregiver, payment'],
    [{ machine: 'assessment', fromStatus: '1' }, 'toStatus', 'must be given with fromStatus'],
    [{ machine: 'assessment', toStatus: '6' }, 'fromStatus', 'must be given with toStatus'],
    [{ machine: 'assessment', fromStatus: '2', toStatus: '2' }, 'toStatus', 'must differ from fromStatus'],
    [{ machine: 'referral', fromStatus: '1', toStatus: '4' }, 'toStatus', 'must be a status of the referral (1, 2, 3)'],
    [{ machine: 'payment', fromStatus: '0x0', toStatus: '1' }, 'fromStatus', 'must be a status of the payment (0, 1, 2)'],
    [{ machine: 'posting', period: 'Year' }, 'period', 'must be one of All, Week, Month, YTD'],
    [{ machine: 'posting', period: 'Week', to: '2026-03-01' }, 'period', 'must not be given with from or to'],
    [{ machine: 'posting', from: '2026-03-02', to: '2026-03-01' }, 'to', 'must not be before from'],
    [{ machine: 'posting', from: '2026-02-30' }, 'from', expect.any(String)],
    [{ machine: 'posting', partnerId: 'partner-1' }, 'partnerId', 'must be a UUID'],
  ])('refuses %j naming %s', (query, path, message) => {
    expect(parsed(query).errors).toEqual([{ path, message }]);
  });
});
