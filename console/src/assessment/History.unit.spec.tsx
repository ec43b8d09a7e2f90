import { screen } from '@testing-library/react';
import { SCHEDULER_ACTOR } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../api';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { AssessmentHistory } from './History';

const entry = (streamVersion: number, type: string, data: unknown, actorRole = 3): HistoryEntry => ({
  globalPosition: 100 + streamVersion,
  streamVersion,
  type,
  data,
  actorId: 'actor',
  actorName: null,
  actorRole,
  occurredAt: `2026-03-0${streamVersion + 1}T15:00:00.000Z`,
  recordedAt: `2026-03-0${streamVersion + 1}T15:00:00.100Z`,
  correlationId: 'c',
  causationId: `k-${streamVersion}`,
});

describe('AssessmentHistory', () => {
  it('lists the events oldest first: what, by which role, when, and the useful detail', async () => {
    stubApi(
      {
        'GET /api/assessments/a1/history': () =>
          jsonResponse(200, {
            data: [
              entry(2, 'AssessmentCancelled', { reason: 'Moved away', previousStatus: 2 }, 1),
              entry(0, 'AssessmentCreated', { status: 1 }),
              entry(1, 'AssessmentScheduled', { visitAt: '2026-04-01T14:30:00.000Z' }),
              entry(3, 'AssessmentArchived', {}, 1),
            ],
          }),
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<AssessmentHistory id="a1" statuses={undefined} />);

    const items = await screen.findAllByTestId('history-item');
    expect(items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Created',
      'Visit scheduled',
      'Canceled',
      'Assessment archived',
    ]);
    expect(items[0]?.textContent).toContain('By Agency');
    expect(items[0]?.textContent).toContain('Created as Pending');
    expect(items[1]?.textContent).toMatch(/Visit: Apr 1, 2026/);
    expect(items[2]?.textContent).toContain('By Administrator');
    expect(items[2]?.textContent).toContain('Reason: Moved away');
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-01T15:00:00.000Z');
  });

  it('says when nothing is recorded', async () => {
    stubApi({ 'GET /api/assessments/a1/history': () => jsonResponse(200, { data: [] }) }, vi.stubGlobal);
    await renderWithProviders(<AssessmentHistory id="a1" statuses={undefined} />);
    expect(await screen.findByText('No events recorded yet.')).toBeTruthy();
  });

  it('names the scheduler in the reader’s language, not by its id', async () => {
    const byScheduler = { ...entry(1, 'AssessmentCancelled', { reason: 'Expired', previousStatus: 2 }, 1), actorId: SCHEDULER_ACTOR.id, actorName: 'Careledger scheduler' };
    stubApi({ 'GET /api/assessments/a1/history': () => jsonResponse(200, { data: [entry(0, 'AssessmentCreated', { status: 1 }), byScheduler] }) }, vi.stubGlobal);
    await renderWithProviders(<AssessmentHistory id="a1" statuses={undefined} />, { locale: 'es-ES' });
    const items = await screen.findAllByTestId('history-item');
    expect(items[1]?.textContent).toContain('Planificador de Careledger');
  });
});
