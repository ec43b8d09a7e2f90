import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import StreamHistory from './StreamHistory';

const PATIENT_ID = 'bbbbbbbb-0000-4000-8000-000000000002';
const STREAM = `patient-${PATIENT_ID}`;
const show = (route = `/user/en-us/audit/streams/${STREAM}`) => renderWithProviders(<StreamHistory />, { route, path: '/user/:locale/audit/streams/:stream' });

describe('StreamHistory', () => {
  it('lists the events of its stream only', async () => {
    const calls = stubApi({ 'GET /api/audit/events': () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 25 }) }, vi.stubGlobal);
    await show();
    expect(await screen.findByRole('heading', { name: `History of ${STREAM}` })).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(`/api/audit/events?page=1&pageSize=25&sort=position%3Adesc&stream=${STREAM}`));
  });

  it('shows the record as it stood at a chosen instant, from the record state the server offers', async () => {
    const calls = stubApi(
      {
        'GET /api/audit/events': () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 25 }),
        [`GET /api/patients/${PATIENT_ID}/state`]: () => jsonResponse(200, { asOf: '2026-03-01T10:00:00.000Z', version: 2, state: { firstName: 'Rosa' } }),
      },
      vi.stubGlobal,
    );
    await show();
    fireEvent.change(await screen.findByLabelText('As of'), { target: { value: '2026-03-01T10:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show state' }));
    const state = await screen.findByRole('region', { name: 'As of an instant' });
    expect(state.textContent).toContain('"firstName": "Rosa"');
    const asOf = new Date('2026-03-01T10:00:00').toISOString();
    expect(calls.map((call) => call.url)).toContain(`/api/patients/${PATIENT_ID}/state?asOf=${encodeURIComponent(asOf)}`);
    expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/audit/streams/${STREAM}?asOf=${encodeURIComponent(asOf)}`);
  });

  it('says a malformed stream id is not one, and asks nothing', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    await show('/user/en-us/audit/streams/nonsense');
    expect(await screen.findByText('This is not a stream id.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
