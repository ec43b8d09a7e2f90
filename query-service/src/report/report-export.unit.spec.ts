import type { SqlExecutor } from '@careledger/storage';
import { exportLocales, isReportField, reportTypes, type ExportLocale } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { toCsv } from './report-csv';
import { exportColumns, exportHeadings, exportRows, exportWriter } from './report-export';
import type { ReportType } from './report-request';
import { reportColumns, type ReportRow } from './report-rows';

/** The installation's note types, as the reference tables hold them in the asked locale. */
const noteTypeTables = {
  query: async (_text: string, params?: readonly unknown[]) => ({
    rows: [{ scope: 'hub', id: 1, label: params?.[0] === 'es-ES' ? 'Visita al centro' : 'Hub visit' }],
  }),
} as unknown as SqlExecutor;

const exported = async (type: ReportType, row: ReportRow, locale: ExportLocale = 'en-US') => {
  const columns = exportColumns(type, reportColumns(type));
  const [cells] = exportRows(columns, [row], await exportWriter(noteTypeTables, type, locale));
  return { fields: columns.map(([field]) => field), headings: exportHeadings(columns, locale), cells: cells! };
};

const referral: ReportRow = {
  id: 'r-1', patientId: 'p-1', patientName: 'Rosa Journey', partnerId: 'pa-1', hubId: null, hubName: null, status: 3, openedOn: '2026-11-02',
  onSiteVisitOn: null, approvedOn: null, acceptedOn: null, moveInOn: null, closeReasonId: 5, createdAt: '2026-11-02T14:05:00.000Z',
};

const note: ReportRow = {
  id: 'n-1', kind: 'cluster', patientId: null, patientName: null, authorId: 'u-1', authorName: 'Ana Author', authorAgencyId: null, authorAgencyName: null,
  authorPartnerId: null, noteTypeId: 1, dateOfService: '2026-11-03', isDraft: true, createdAt: '2026-11-03T09:00:00.000Z',
};

describe('a report export', () => {
  it('heads its columns with words in the reader’s language, never field keys', async () => {
    const english = await exported('referrals', referral, 'en-US');
    expect(english.headings).toEqual([
      'Id', 'Patient id', 'Patient', 'Partner id', 'Hub id', 'Hub', 'Status', 'Opened', 'On-site visit', 'Approved', 'Accepted', 'Move-in', 'Close reason', 'Created',
    ]);
    expect((await exported('referrals', referral, 'en-CA')).headings).toEqual(english.headings);
    expect((await exported('referrals', referral, 'es-ES')).headings).toEqual([
      'Id', 'Id del paciente', 'Paciente', 'Id del socio', 'Id del centro', 'Centro', 'Estado', 'Apertura', 'Visita presencial', 'Aprobación', 'Aceptación',
      'Mudanza', 'Motivo de cierre', 'Creación',
    ]);
  });

  it.each(reportTypes.flatMap((type) => exportLocales.map((locale) => [type, locale] as const)))(
    'heads every %s column from the catalog in %s',
    async (type, locale) => {
      const { fields, headings } = await exported(type, {}, locale);
      expect(fields.filter((field) => !isReportField(field))).toEqual([]);
      expect(headings.filter((heading) => fields.includes(heading))).toEqual([]);
    },
  );

  it('writes a header line a spreadsheet reads, quoting a heading only when it must', () => {
    expect(toCsv(['Patient', 'Visit, or call', 'Say "hi"'], ['a', 'b', 'c'], [{ a: 'Rosa', b: 1, c: null }])).toBe('Patient,"Visit, or call","Say ""hi"""\r\nRosa,1,\r\n');
  });

  it('names statuses and reasons by their label', async () => {
    const { cells } = await exported('referrals', referral);
    expect(cells).toMatchObject({ status: 'Closed', closeReasonId: 'Discharged to a skilled nursing facility', patientName: 'Rosa Journey', onSiteVisitOn: null });
  });

  it('writes days and instants in the locale’s notation, instants in UTC', async () => {
    expect((await exported('referrals', referral, 'en-US')).cells).toMatchObject({ openedOn: '11/02/2026', createdAt: '11/02/2026, 02:05 PM UTC' });
    expect((await exported('referrals', referral, 'en-CA')).cells).toMatchObject({ openedOn: '2026-11-02' });
    expect((await exported('referrals', referral, 'es-ES')).cells).toMatchObject({ openedOn: '02/11/2026', createdAt: '02/11/2026, 14:05 UTC' });
  });

  it('names labels in Spanish in es-ES', async () => {
    expect((await exported('referrals', referral, 'es-ES')).cells).toMatchObject({ status: 'Cerrada', closeReasonId: 'Alta a un centro de enfermería especializada' });
    const posting = await exported('postings', { id: 'po-1', careServiceId: 3, status: 4, startDate: '2026-12-01' }, 'es-ES');
    expect(posting.cells).toMatchObject({ careServiceId: 'Apoyo en el hogar', status: 'Cubierta', startDate: '01/12/2026' });
  });

  it('names what a note is about and whether it is a draft, never a code or a boolean', async () => {
    expect((await exported('notes', note, 'en-US')).cells).toMatchObject({ kind: 'Cluster', isDraft: 'Draft', noteTypeId: 'Hub visit', dateOfService: '11/03/2026' });
    expect((await exported('notes', { ...note, kind: 'patient', isDraft: false }, 'en-US')).cells).toMatchObject({ kind: 'Patient', isDraft: 'Published' });
    expect((await exported('notes', note, 'es-ES')).cells).toMatchObject({ kind: 'Agrupación', isDraft: 'Borrador', noteTypeId: 'Visita al centro' });
    expect((await exported('notes', { ...note, kind: 'hub', isDraft: false }, 'es-ES')).cells).toMatchObject({ kind: 'Centro', isDraft: 'Publicada' });
  });

  it('writes money as an amount beside its currency, never cents, and a card by its name', async () => {
    const { fields, headings, cells } = await exported('payments', { id: 'pay-1', totalCents: 1234, state: 1, cardType: 'VISA DEBIT', periodStart: '2026-11-01', periodEnd: '2026-11-30' });
    expect(fields).toEqual(expect.arrayContaining(['totalCents', 'currency']));
    expect(headings).toEqual(expect.arrayContaining(['Total', 'Currency', 'State', 'Card']));
    expect(cells).toMatchObject({ totalCents: '12.34', currency: 'CAD', state: 'Paid', cardType: 'Visa Debit' });
    expect((await exported('payments', { id: 'pay-1', totalCents: 1234, state: 0 }, 'es-ES')).headings).toEqual(expect.arrayContaining(['Total', 'Moneda', 'Estado', 'Tarjeta']));
  });
});
