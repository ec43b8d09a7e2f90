import { describe, expect, it } from 'vitest';
import { filterOf, rangeProblem, reportParamsFrom, searchFrom } from './params';

const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const PARTNER = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const DEFAULTS = { machine: 'assessment', span: undefined, partnerId: undefined } as const;

describe('report params in the URL', () => {
  it('defaults to referrals over this month, by month, first page', () => {
    expect(reportParamsFrom(new URLSearchParams())).toEqual({ type: 'referrals', when: { period: 'Month' }, agencyId: undefined, interval: 'month', page: 1, pageSize: 25, ...DEFAULTS });
    expect(searchFrom(reportParamsFrom(new URLSearchParams())).toString()).toBe('');
  });

  it('names all time in the URL, as every period but the default', () => {
    const params = reportParamsFrom(new URLSearchParams('period=All'));
    expect(params.when).toEqual({ period: 'All' });
    expect(searchFrom(params).toString()).toBe('period=All');
    expect(searchFrom({ ...params, when: { period: 'Month' } }).toString()).toBe('');
  });

  it('reads and writes every filter', () => {
    const search = new URLSearchParams(`type=patients&from=2026-01-01&to=2026-03-31&agencyId=${AGENCY}&interval=week&page=3&pageSize=50`);
    const params = reportParamsFrom(search);
    expect(params).toEqual({ type: 'patients', when: { period: 'range', from: '2026-01-01', to: '2026-03-31' }, agencyId: AGENCY, interval: 'week', page: 3, pageSize: 50, ...DEFAULTS });
    expect(searchFrom(params).toString()).toBe(search.toString());
    expect(filterOf(params.when, params.agencyId)).toEqual({ from: '2026-01-01', to: '2026-03-31', agencyId: AGENCY });
    expect(filterOf({ period: 'YTD' })).toEqual({ period: 'YTD' });
  });

  it('ignores what the server would refuse: unknown types, periods, a backwards range, a malformed agency', () => {
    const params = reportParamsFrom(new URLSearchParams('type=secrets&period=Decade&from=2026-05-01&to=2026-04-01&agencyId=42&interval=hour&pageSize=7'));
    expect(params).toEqual({ type: 'referrals', when: { period: 'Month' }, agencyId: undefined, interval: 'month', page: 1, pageSize: 25, ...DEFAULTS });
  });

  it('reads and writes the partner and the time-in-status machine and span', () => {
    const search = new URLSearchParams(`partnerId=${PARTNER}&machine=referral&fromStatus=1&toStatus=3`);
    const params = reportParamsFrom(search);
    expect(params).toMatchObject({ partnerId: PARTNER, machine: 'referral', span: { fromStatus: 1, toStatus: 3 } });
    expect(searchFrom(params).toString()).toBe(search.toString());
    expect(filterOf(params.when, undefined, params.partnerId)).toEqual({ period: 'Month', partnerId: PARTNER });
  });

  it('measures no span from half a span, one status twice, or a status of another machine', () => {
    expect(reportParamsFrom(new URLSearchParams('machine=referral&fromStatus=1')).span).toBeUndefined();
    expect(reportParamsFrom(new URLSearchParams('machine=referral&fromStatus=2&toStatus=2')).span).toBeUndefined();
    expect(reportParamsFrom(new URLSearchParams('machine=referral&fromStatus=1&toStatus=6')).span).toBeUndefined();
    expect(reportParamsFrom(new URLSearchParams('machine=boats&partnerId=7')).machine).toBe('assessment');
    expect(reportParamsFrom(new URLSearchParams('machine=boats&partnerId=7')).partnerId).toBeUndefined();
  });
});

describe('rangeProblem', () => {
  it('names what is wrong with a range', () => {
    expect(rangeProblem(undefined, '')).toBe('noDate');
    expect(rangeProblem('2026-13-45', undefined)).toBe('invalidDate');
    expect(rangeProblem('2026-05-02', '2026-05-01')).toBe('fromAfterTo');
    expect(rangeProblem('2026-05-01', '2026-05-01')).toBeUndefined();
    expect(rangeProblem(undefined, '2026-05-01')).toBeUndefined();
  });
});
