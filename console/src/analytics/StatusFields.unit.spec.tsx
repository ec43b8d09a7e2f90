import { screen } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, session } from '../test/render';
import { recordLinkOf } from './record-links';
import { StatusChips } from './StatusFields';

const chips = (machine: 'referralMetric' | 'dose', locale: 'en-US' | 'es-ES') =>
  renderWithProviders(<StatusChips machine={machine} value={[4]} onChange={vi.fn()} fieldError={undefined} />, {
    route: `/user/${locale.toLowerCase()}/analytics`,
    path: '/user/:locale/analytics',
    auth: session(Role.ADMIN),
    locale,
  });

describe('the statuses a question counts', () => {
  it('offers the referral metrics by their names, in English', async () => {
    await chips('referralMetric', 'en-US');
    expect(await screen.findByText('Only these metrics')).toBeTruthy();
    expect(screen.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Average hospital length of stay', 'HCH length of stay', 'Created to on-site visit', 'Created to approved', 'Created to accepted', 'Created to move-in date',
    ]);
    expect(screen.getByRole('button', { name: 'Created to approved' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the referral metrics by their names, in Spanish', async () => {
    await chips('referralMetric', 'es-ES');
    expect(await screen.findByText('Solo estas métricas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'De la creación a la aprobación' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Estancia media en el hospital' })).toBeTruthy();
  });

  it('keeps the statuses of other records as they were', async () => {
    await chips('dose', 'en-US');
    expect(await screen.findByText('Only these statuses')).toBeTruthy();
  });

  it('opens a referral metric’s referral, and nothing for a subscription', () => {
    expect(recordLinkOf('referralMetric', 'r-1')).toEqual({ resource: 'referrals', path: 'referrals/r-1' });
    expect(recordLinkOf('subscription', 's-1')).toBeUndefined();
  });
});
