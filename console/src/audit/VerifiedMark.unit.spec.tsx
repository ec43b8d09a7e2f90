import { screen } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { StreamIntegrity } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { VerifiedMark } from './VerifiedMark';

const STREAM = 'patient-0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e09';
const lastRun = { id: '3f0c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b', finishedAt: '2026-03-02T09:00:09.000Z', category: null, streamId: null, headPosition: 1_210 };

const renderMark = (answer: StreamIntegrity, roleId: Parameters<typeof session>[0] = Role.ADMIN) => {
  const calls = stubApi({ [`GET /api/admin/integrity/streams/${encodeURIComponent(STREAM)}`]: () => jsonResponse(200, answer) }, vi.stubGlobal);
  return { calls, rendered: renderWithProviders(<VerifiedMark streamId={STREAM} />, { auth: session(roleId) }) };
};

describe('a record\'s verified mark', () => {
  it('says when the last run that covered the stream found it unaltered', async () => {
    await renderMark({ streamId: STREAM, lastRun: { ...lastRun, clean: true } }).rendered;
    expect((await screen.findByTestId('verified-mark')).textContent).toMatch(/^Verified .+: unaltered$/);
  });

  it('says the stream was altered when that run found it so, and not verified when no run covered it', async () => {
    const altered = await renderMark({ streamId: STREAM, lastRun: { ...lastRun, clean: false } }).rendered;
    expect((await screen.findByTestId('verified-mark')).textContent).toMatch(/^Altered: found by the verification of /);
    altered.unmount();
    await renderMark({ streamId: STREAM, lastRun: null }).rendered;
    expect((await screen.findByTestId('verified-mark')).textContent).toBe('Not verified yet');
  });
});
