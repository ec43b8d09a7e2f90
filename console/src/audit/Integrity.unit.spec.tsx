import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Integrity, IntegrityRun } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import IntegrityScreen from './Integrity';

const OVERVIEW = 'GET /api/admin/integrity';
const VERIFY = 'POST /api/admin/integrity/verify';
const ANCHOR = 'POST /api/admin/integrity/anchors';
const RUN_ID = '3f0c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const STREAM = 'patient-0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e09';

const run = (change: Partial<IntegrityRun> = {}): IntegrityRun => ({
  id: RUN_ID,
  state: 'waiting',
  category: null,
  streamId: null,
  requestedBy: 'user-1',
  requestedByName: 'Ada Admin',
  requestedAt: '2026-03-02T09:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  phase: 'chains',
  progress: 0,
  headPosition: 0,
  streams: 0,
  events: 0,
  anchors: 0,
  clean: null,
  faultCount: 0,
  faults: [],
  failedReason: null,
  ...change,
});

const lastAnchor = { sequence: 3, fromPosition: 800, position: 1_200, events: 400, streams: 12, previousDigest: 'a'.repeat(64), digest: 'b'.repeat(64), anchoredAt: '2026-03-02T08:00:00.000Z' };
const overview = (runs: IntegrityRun[]): Integrity => ({ runs, anchors: 3, lastAnchor });

const renderScreen = () => renderWithProviders(<IntegrityScreen />, { route: '/user/en-us/audit/integrity', path: '/user/:locale/audit/integrity', auth: session(Role.ADMIN) });

describe('the integrity screen', () => {
  it('starts a verification, shows its progress while it runs, and its clean result once done', async () => {
    const afterStart = [
      overview([run()]),
      overview([run({ state: 'running', startedAt: '2026-03-02T09:00:01.000Z', progress: 25, events: 600, streams: 40, headPosition: 1_210 })]),
      overview([run({ state: 'completed', phase: 'done', progress: 100, events: 1_210, streams: 80, anchors: 3, clean: true, headPosition: 1_210, finishedAt: '2026-03-02T09:00:09.000Z' })]),
    ];
    let started = false;
    let reads = 0;
    const calls = stubApi(
      {
        [OVERVIEW]: () => (started ? jsonResponse(200, afterStart[Math.min(reads++, afterStart.length - 1)]) : jsonResponse(200, overview([]))),
        [VERIFY]: () => {
          started = true;
          return jsonResponse(202, run());
        },
      },
      vi.stubGlobal,
    );
    await renderScreen();

    expect(await screen.findByText('No verification yet')).toBeTruthy();
    expect(screen.getByText(/3 anchors; the last covers the log up to event 1,200/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body])).toEqual([['/api/admin/integrity/verify', {}]]));

    const bar = await screen.findByRole('progressbar', { name: 'Verification progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(screen.getByText('Checking each stream’s chain: 600 events in 40 streams (25%)')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify now' }).disabled).toBe(true);

    const table = await screen.findByRole('table', { name: 'Verifications, newest first' });
    await waitFor(() => expect(within(table).getByText('Clean')).toBeTruthy());
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Ada Admin')).toBeTruthy();
    expect(within(row).getByText('Every stream and the anchors')).toBeTruthy();
    expect(within(row).getByText('1,210')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Verification progress' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify now' }).disabled).toBe(false);
  });

  it('lists the broken links of the latest run that found any, each with its stream, version and both hashes', async () => {
    const fault = { streamId: STREAM, streamVersion: 4, globalPosition: 312, reason: 'anchor_head_mismatch' as const, expectedHash: 'c'.repeat(64), storedHash: 'd'.repeat(64), detail: 'anchor 2 (position 900): anchored at version 4, in the log at 4' };
    stubApi({ [OVERVIEW]: () => jsonResponse(200, overview([run({ state: 'completed', phase: 'done', progress: 100, clean: false, faultCount: 1, faults: [fault], finishedAt: '2026-03-02T09:00:09.000Z' })])) }, vi.stubGlobal);
    await renderScreen();

    const runs = await screen.findByRole('table', { name: 'Verifications, newest first' });
    expect(within(runs).getByText('1 broken link')).toBeTruthy();
    const links = screen.getByRole('table', { name: /^Broken links found by the verification of/ });
    const row = within(links).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: STREAM }).getAttribute('href')).toBe(`/user/en-us/audit/streams/${encodeURIComponent(STREAM)}`);
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('Changed since an anchor')).toBeTruthy();
    expect(within(row).getByLabelText('c'.repeat(64))).toBeTruthy();
    expect(within(row).getByLabelText('d'.repeat(64))).toBeTruthy();
  });

  it('takes an anchor on demand, and says so plainly when there is nothing new to anchor', async () => {
    let taken = 0;
    const calls = stubApi(
      {
        [OVERVIEW]: () => jsonResponse(200, overview([])),
        [ANCHOR]: () =>
          taken++ === 0
            ? jsonResponse(201, { id: 'a4c40000-0000-4000-8000-000000000001', version: 3, globalPosition: 1_230, anchor: { ...lastAnchor, sequence: 4, fromPosition: 1_200, position: 1_229 }, fileWritten: true })
            : jsonResponse(422, { message: 'Nothing was written after the last anchor.', code: 'nothing_to_anchor' }),
      },
      vi.stubGlobal,
    );
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Take an anchor now' }));
    expect(await screen.findByText('Anchor 4 taken, up to event 1,229.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take an anchor now' }));
    expect(await screen.findByText('Nothing was written since the last anchor: there is nothing new to anchor.')).toBeTruthy();
    const keys = calls.filter((call) => call.method === 'POST').map((call) => call.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
