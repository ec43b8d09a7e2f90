import type { SqlExecutor } from '@careledger/storage';
import { describe, expect, it } from 'vitest';
import { exportColumns, exportRows, exportWriter, type ExportLocale } from './report-export';
import type { ReportType } from './report-request';
import { reportColumns, type ReportRow } from './report-rows';

const noDatabase = {} as SqlExecutor;

const exported = async (type: ReportType, row: ReportRow, locale: ExportLocale = 'en-US') => {
  const columns = exportColumns(type, reportColumns(type));
  const [cells] = exportRows(columns, [row], await exportWriter(noDatabase, type, locale));
  return { headers: columns.map(([header]) => header), cells: cells! };
};

const referral: ReportRow = {
  id: 'r-1', patientId: 'p-1', patientName: 'Rosa Journey', partnerId: 'pa-1', hubId: null, hubName: null, status: 3, openedOn: '2026-11-02',
  onSiteVisitOn: null, approvedOn: null, acceptedOn: null, moveInOn: null, closeReasonId: 5, createdAt: '2026-11-02T14:05:00.000Z',
};

describe('a report export', () => {
  it('names statuses and reasons by their label, under columns that say what they hold', async () => {
    const { headers, cells } = await exported('referrals', referral);
    expect(headers).toEqual(['id', 'patientId', 'patientName', 'partnerId', 'hubId', 'hubName', 'status', 'openedOn', 'onSiteVisitOn', 'approvedOn', 'acceptedOn', 'moveInOn', 'closeReason', 'createdAt']);
    expect(cells).toMatchObject({ status: 'Closed', closeReason: 'Discharged to a skilled nursing facility', patientName: 'Rosa Journey', onSiteVisitOn: null });
  });

  it('writes days and instants in the locale’s notation, instants in UTC', async () => {
    expect((await exported('referrals', referral, 'en-US')).cells).toMatchObject({ openedOn: '11/02/2026', createdAt: '11/02/2026, 02:05 PM UTC' });
    expect((await exported('referrals', referral, 'en-CA')).cells).toMatchObject({ openedOn: '2026-11-02' });
    expect((await exported('referrals', referral, 'es-ES')).cells).toMatchObject({ openedOn: '02/11/2026', createdAt: '02/11/2026, 14:05 UTC' });
  });

  it('names labels in Spanish in es-ES', async () => {
    expect((await exported('referrals', referral, 'es-ES')).cells).toMatchObject({ status: 'Cerrada', closeReason: 'Alta a un centro de enfermería especializada' });
    const posting = await exported('postings', { id: 'po-1', careServiceId: 3, status: 4, startDate: '2026-12-01' }, 'es-ES');
    expect(posting.cells).toMatchObject({ careService: 'Apoyo en el hogar', status: 'Cubierta', startDate: '01/12/2026' });
  });

  it('writes money as an amount beside its currency, never cents', async () => {
    const { headers, cells } = await exported('payments', { id: 'pay-1', totalCents: 1234, state: 1, periodStart: '2026-11-01', periodEnd: '2026-11-30' });
    expect(headers).toContain('total');
    expect(headers).toContain('currency');
    expect(headers).not.toContain('totalCents');
    expect(cells).toMatchObject({ total: '12.34', currency: 'CAD', state: 'Paid' });
  });
});
