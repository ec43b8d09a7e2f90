import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, statusMachineStatuses } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ReportRow } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi, type RecordedCall } from '../test/render';
import Reports from './Reports';

const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';

const patientRow = (index: number): ReportRow => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  firstName: `Maria${index}`,
  lastName: 'Garcia',
  dateOfBirth: '1950-04-02',
  agencyId: AGENCY,
  partnerId: null,
  createdBy: 'someone',
  createdAt: '2026-03-04T10:00:00.000Z',
});

const csvAnswer = (truncated: boolean) => () =>
  new Response('id,firstName\r\n1,Maria\r\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="patients-report.csv"',
      'X-Export-Limit': '100',
      'X-Export-Truncated': String(truncated),
    },
  });

const referralStatistics = {
  period: { from: null, to: null },
  stats: {},
  referralMetrics: [
    { id: 1, key: 'AVERAGE_HOSPITAL_LENGTH_OF_STAY', label: 'Average hospital length of stay', averageDays: 6.25, referrals: 4 },
    { id: 3, key: 'CREATED_TO_ON_SITE_VISIT', label: 'Created to on-site visit', averageDays: null, referrals: 0 },
  ],
};

const routesFor = (csv: (call: RecordedCall) => Response = csvAnswer(false)) => ({
  'POST /api/reports/patients': (call: RecordedCall) =>
    (call.body as { format?: string }).format === 'csv' ? csv(call) : jsonResponse(200, { data: [patientRow(1), patientRow(2)], total: 140, page: 1, pageSize: 25 }),
  'POST /api/reports/patients/graph': () =>
    jsonResponse(200, { type: 'patients', measure: 'registered', interval: 'month', from: null, to: null, data: [{ start: '2026-03-01', count: 2, sum: 0 }] }),
  'POST /api/reports/referrals': () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 25 }),
  'POST /api/reports/referrals/graph': () => jsonResponse(200, { type: 'referrals', measure: 'opened', interval: 'month', from: null, to: null, data: [] }),
  'POST /api/reports/all/statistics': () => jsonResponse(200, referralStatistics),
  'POST /api/reports/notes': () => jsonResponse(200, { data: [noteRow(1, true), noteRow(2, false)], total: 2, page: 1, pageSize: 25 }),
  'POST /api/reports/notes/graph': () => jsonResponse(200, { type: 'notes', measure: 'written', interval: 'month', from: null, to: null, data: [] }),
  'GET /api/reports/time-in-status': () => jsonResponse(200, quietTimeInStatus),
});

/** The time-in-status chart's answer when no stay ended in the period (TimeInStatus.unit.spec.tsx tests the chart). */
const quietTimeInStatus = {
  machine: 'assessment',
  from: null,
  to: null,
  agencyId: null,
  partnerId: null,
  statuses: statusMachineStatuses.assessment.map(({ id, key, label }) => ({ status: id, key, label, count: 0, meanSeconds: null, medianSeconds: null, p90Seconds: null })),
  between: null,
};

const noteRow = (index: number, isDraft: boolean): ReportRow => ({
  id: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
  kind: 'patient',
  patientId: AGENCY,
  patientName: `Maria${index} Garcia`,
  authorId: 'someone',
  authorName: 'Ana Author',
  authorAgencyId: null,
  authorAgencyName: null,
  authorPartnerId: null,
  noteTypeId: 1,
  dateOfService: '2026-03-04',
  isDraft,
  createdAt: '2026-03-04T10:00:00.000Z',
});

const headings = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

const reports = (route: string, roleId: 1 | 3 = Role.ADMIN) =>
  renderWithProviders(<Reports />, {
    route,
    path: '/user/:locale/reports',
    auth: session(roleId, roleId === Role.ADMIN ? null : AGENCY),
    locale: route.startsWith('/user/es-es/') ? 'es-ES' : 'en-US',
  });

/** Captures the download instead of letting jsdom try to navigate to a blob URL. */
const catchDownloads = () => {
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:report');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
  return { createObjectURL, clicks };
};

// The grid and the chart together render slowly in jsdom on a busy machine.
describe('Reports', () => {
  it('asks for the report’s rows and graph with the filters in the URL, and shows them', async () => {
    const calls = stubApi(routesFor(), vi.stubGlobal);
    await reports('/user/en-us/reports?type=patients&period=YTD');

    const grid = await screen.findByRole('grid', { name: 'Patients report' });
    expect(await within(grid).findByText('Maria1')).toBeTruthy();
    expect(within(grid).getAllByText('Apr 2, 1950')).toHaveLength(2);
    const rowsCall = calls.find((call) => call.url === '/api/reports/patients');
    expect(rowsCall?.body).toEqual({ period: 'YTD', page: 1, pageSize: 25 });
    expect(calls.find((call) => call.url === '/api/reports/patients/graph')?.body).toEqual({ period: 'YTD', interval: 'month' });
    expect(screen.getByRole('figure', { name: 'Patients registered' })).toBeTruthy();
    // Referral metrics belong to the referrals report only.
    expect(screen.queryByText('Referral milestones')).toBeNull();
    expect(calls.some((call) => call.url === '/api/reports/all/statistics')).toBe(false);
  });

  it('exports the CSV as a file and says when the server cut it at 100 rows', async () => {
    const calls = stubApi(routesFor(csvAnswer(true)), vi.stubGlobal);
    const downloads = catchDownloads();
    await reports('/user/en-us/reports?type=patients&period=Month');
    await screen.findByText('Maria1');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    const notice = await screen.findByText(/Only the first 100 rows were exported to patients-report\.csv/);
    expect(notice.closest('[role="alert"]')?.className).toContain('Warning');
    expect(downloads.clicks).toEqual(['patients-report.csv']);
    const blob = downloads.createObjectURL.mock.calls[0]?.[0];
    expect(await blob?.text()).toBe('id,firstName\r\n1,Maria\r\n');
    const exportCall = calls.find((call) => (call.body as { format?: string } | undefined)?.format === 'csv');
    expect(exportCall?.body).toEqual({ period: 'Month', format: 'csv', locale: 'en-US' });
    expect(exportCall?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('opens the export of every row, loaded when first asked for, for the report and filters shown', async () => {
    stubApi(routesFor(), vi.stubGlobal);
    await reports('/user/en-us/reports?type=patients&period=Month');
    await screen.findByText('Maria1');

    fireEvent.click(screen.getByRole('button', { name: 'Export all (CSV / XLSX)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Export every row of the Patients report' });
    expect(within(dialog).getByRole('button', { name: 'Excel (XLSX)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the export is complete when nothing was cut', async () => {
    stubApi(routesFor(csvAnswer(false)), vi.stubGlobal);
    const downloads = catchDownloads();
    await reports('/user/en-us/reports?type=patients');
    await screen.findByText('Maria1');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Exported every row to patients-report.csv.')).toBeTruthy();
    expect(screen.queryByText(/Only the first/)).toBeNull();
    expect(downloads.clicks).toHaveLength(1);
  });

  it('shows a failed export with the server’s reason and no file', async () => {
    stubApi(routesFor(() => jsonResponse(403, { message: 'You may only see the reports of your own agency.' })), vi.stubGlobal);
    const downloads = catchDownloads();
    await reports('/user/en-us/reports?type=patients');
    await screen.findByText('Maria1');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request failed with status code 403');
    expect(alert.textContent).toContain('You may only see the reports of your own agency.');
    expect(downloads.clicks).toEqual([]);
  });

  it('heads its columns with the export’s headings, an id shown by name by what it names, in the reader’s language', async () => {
    stubApi(routesFor(), vi.stubGlobal);
    const english = await reports('/user/en-us/reports?type=patients');
    await screen.findByText('Maria1');
    expect(headings()).toEqual(expect.arrayContaining(['First name', 'Date of birth', 'Agency', 'Partner id', 'Created by', 'Created']));
    english.unmount();

    await reports('/user/es-es/reports?type=patients');
    await screen.findByText('Maria1');
    expect(headings()).toEqual(expect.arrayContaining(['Nombre', 'Fecha de nacimiento', 'Agencia', 'Id del socio', 'Creado por', 'Creación']));
  });

  it('says whether a note is a draft or published, in words', async () => {
    stubApi(routesFor(), vi.stubGlobal);
    await reports('/user/es-es/reports?type=notes');
    const grid = await screen.findByRole('grid', { name: 'Informe de Notas' });
    expect(await within(grid).findByText('Borrador')).toBeTruthy();
    expect(within(grid).getByText('Publicada')).toBeTruthy();
    expect(headings()).toEqual(expect.arrayContaining(['Nota sobre', 'Paciente', 'Autor', 'Borrador o publicada']));
  });

  it('changes the report type and the period through the URL, back to the first page', async () => {
    const calls = stubApi(routesFor(), vi.stubGlobal);
    await reports('/user/en-us/reports?type=patients&page=2');
    await screen.findByText('Maria1');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'This week' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/reports?type=patients&period=Week'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/reports/patients' && JSON.stringify(call.body) === '{"period":"Week","page":1,"pageSize":25}')).toBe(true));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Report' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Referrals' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/reports?period=Week'));
    expect(await screen.findByText('No records in this period')).toBeTruthy();
    expect(await within(screen.getByRole('figure', { name: 'Referrals opened' })).findByText('Nothing happened in this period.')).toBeTruthy();
  });

  it('shows the six referral metrics, in mean days, for the referrals report', async () => {
    const calls = stubApi(routesFor(), vi.stubGlobal);
    await reports('/user/en-us/reports?from=2026-01-01&to=2026-06-30');

    const section = await screen.findByRole('region', { name: 'Referral milestones' });
    await waitFor(() => expect(within(section).getByTestId('referral-metric-1').textContent).toContain('6.3 days'));
    expect(within(section).getByTestId('referral-metric-1').textContent).toContain('Mean over 4 referrals');
    expect(within(section).getByTestId('referral-metric-3').textContent).toContain('No referral of this period has both dates yet');
    expect(within(section).getAllByTestId(/referral-metric-/)).toHaveLength(6);
    expect(calls.find((call) => call.url === '/api/reports/all/statistics')?.body).toEqual({ from: '2026-01-01', to: '2026-06-30' });
  });

  it('lets an administrator narrow the report to one agency', async () => {
    stubApi(
      {
        ...routesFor(),
        'GET /api/agencies': () => jsonResponse(200, { data: [{ id: AGENCY, name: 'Harbour Homecare' }], total: 1, page: 1, pageSize: 20 }),
      },
      vi.stubGlobal,
    );
    await reports('/user/en-us/reports?type=patients');
    await screen.findByText('Maria1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbour Homecare' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/reports?type=patients&agencyId=${AGENCY}`));
  });

  it('has no agency choice for agency staff, whom the server holds to their own', async () => {
    stubApi(routesFor(), vi.stubGlobal);
    await reports('/user/en-us/reports?type=patients', Role.AGENCY);
    await screen.findByText('Maria1');
    expect(screen.queryByRole('combobox', { name: 'Agency' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Partner id' })).toBeNull();
  });
});
