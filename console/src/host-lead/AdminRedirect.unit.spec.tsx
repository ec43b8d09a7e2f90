import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { renderWithProviders } from '../test/render';
import { LEAD_ID } from './host-lead.fixtures';
import { AdminHostLeadsRedirect } from './AdminRedirect';

const ADMIN_PATH = '/admin/shared-living/host-leads';

describe('the admin host-leads path', () => {
  it('is a console route of its own, and the listing lives in the signed-in frame', () => {
    expect(matchRoutes(routes, `${ADMIN_PATH}?status=NEW`)?.at(-1)?.route.path).toBe(ADMIN_PATH);
    const listing = matchRoutes(routes, '/user/es-es/host-leads')?.at(-1);
    expect(listing?.route.path).toBe('host-leads/:id?');
    expect(matchRoutes(routes, `/user/es-es/host-leads/${LEAD_ID}`)?.at(-1)?.params).toMatchObject({ locale: 'es-es', id: LEAD_ID });
  });

  it.each([
    ['en-US', '/user/en-us/host-leads?status=NEW&productId=14'],
    ['es-ES', '/user/es-es/host-leads?status=NEW&productId=14'],
  ] as const)('sends a page load in %s to the signed-in listing, filters kept', async (locale, target) => {
    await renderWithProviders(<AdminHostLeadsRedirect />, { locale, route: `${ADMIN_PATH}?status=NEW&productId=14`, path: ADMIN_PATH });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(target));
  });
});
