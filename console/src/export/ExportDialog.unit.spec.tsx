import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ExportJob } from '../api/exports';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import ExportDialog from './ExportDialog';

const ID = '3f9a4c2e-8b1d-4e5f-9a7c-0d1e2f3a4b5c';

const job = (change: Partial<ExportJob>): ExportJob => ({
  id: ID,
  type: 'assessments',
  format: 'csv',
  state: 'waiting',
  progress: 0,
  rows: 0,
  fileName: null,
  size: null,
  requestedAt: '2026-05-01T10:00:00.000Z',
  expiresAt: null,
  failedReason: null,
  ...change,
});

const completed = job({ state: 'completed', progress: 100, rows: 5000, fileName: 'assessments-2026-05-01.csv', size: 1_234_567, expiresAt: '2026-05-02T10:00:05.000Z' });

/** Captures the download instead of letting jsdom try to navigate to a blob URL. */
const catchDownloads = () => {
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:export');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
  return { createObjectURL, clicks };
};

const open = (locale: 'en-US' | 'es-ES' = 'en-US') =>
  renderWithProviders(<ExportDialog type="assessments" filter={{ period: 'YTD', agencyId: '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01' }} onClose={() => undefined} />, { locale });

describe('the export dialog', () => {
  it('starts the export in the chosen format, shows its progress as it is written, then downloads the file', async () => {
    const states = [job({ state: 'active', progress: 40, rows: 2000 }), completed];
    const calls = stubApi(
      {
        'POST /api/exports': () => jsonResponse(202, job({})),
        [`GET /api/exports/${ID}`]: () => jsonResponse(200, states.length > 1 ? states.shift() : states[0]),
        [`GET /api/exports/${ID}/file`]: () =>
          new Response('Id\r\n1\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="assessments-2026-05-01.csv"' } }),
      },
      vi.stubGlobal,
    );
    const downloads = catchDownloads();
    await open();

    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await screen.findByText('2,000 rows written · 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuenow')).toBe('40');
    expect(calls.find((call) => call.url === '/api/exports')?.body).toEqual({ type: 'assessments', period: 'YTD', agencyId: '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01', format: 'csv', locale: 'en-US' });

    const ready = await screen.findByText(/assessments-2026-05-01\.csv \(1\.2 MB\) is ready, kept until/, {});
    expect(ready.textContent).toContain('May 2, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.clicks).toEqual(['assessments-2026-05-01.csv']));
    expect(await downloads.createObjectURL.mock.calls[0]?.[0].text()).toBe('Id\r\n1\r\n');
    // Once completed it is asked no more.
    const polls = calls.filter((call) => call.url === `/api/exports/${ID}`).length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(calls.filter((call) => call.url === `/api/exports/${ID}`)).toHaveLength(polls);
  });

  it('says why an export failed, in the reader’s language, and starts it again', async () => {
    let started = 0;
    stubApi(
      {
        'POST /api/exports': () => {
          started += 1;
          return jsonResponse(202, job({ format: 'xlsx' }));
        },
        [`GET /api/exports/${ID}`]: () => jsonResponse(200, job({ format: 'xlsx', state: 'failed', failedReason: 'The database is not reachable.' })),
      },
      vi.stubGlobal,
    );
    await open('es-ES');

    fireEvent.click(screen.getByRole('button', { name: 'Excel (XLSX)' }));
    const alert = await screen.findByText('No se ha podido escribir la exportación: The database is not reachable.');
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Exportar de nuevo' }));
    await waitFor(() => expect(started).toBe(2));
  });

  it('shows a refused request with the server’s reason', async () => {
    stubApi({ 'POST /api/exports': () => jsonResponse(403, { message: 'You may only see the reports of your own agency.' }) }, vi.stubGlobal);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You may only see the reports of your own agency.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
