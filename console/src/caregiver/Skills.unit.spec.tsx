import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { certificationsFor, servicesFor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { CAREGIVER_ID, actors, caregiver } from './caregiver.fixtures';
import { CaregiverSkills } from './Skills';

describe('caregiver skills', { timeout: 20_000 }, () => {
  it('offers only the services and certifications the profession allows and not yet held', async () => {
    stubApi({}, vi.stubGlobal);
    const held = servicesFor('registered_nurse')[0] ?? 1;
    await renderWithProviders(<CaregiverSkills caregiver={caregiver({ professionId: 'registered_nurse', services: [{ careServiceId: held, competency: 2 }] })} actor={actors.agency} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Add a care service/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(servicesFor('registered_nurse').length - 1);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Add a certification/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(certificationsFor('registered_nurse').length);
  });

  it('changes a competency with the version on screen', async () => {
    const calls = stubApi({ [`POST /api/caregivers/${CAREGIVER_ID}/change-competency`]: () => jsonResponse(200, { id: CAREGIVER_ID, version: 5, globalPosition: 92 }) }, vi.stubGlobal);
    const service = servicesFor('personal_support_worker')[0] ?? 1;
    await renderWithProviders(<CaregiverSkills caregiver={caregiver({ services: [{ careServiceId: service, competency: 1 }] })} actor={actors.agency} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Competency in/ }));
    const expert = await screen.findByRole('option', { name: 'Expert' });
    await act(async () => {
      fireEvent.click(expert);
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 4, careServiceId: service, competency: 3 });
  });

  it('is read only for the caregiver themself', async () => {
    stubApi({}, vi.stubGlobal);
    await renderWithProviders(<CaregiverSkills caregiver={caregiver({ services: [{ careServiceId: servicesFor('personal_support_worker')[0] ?? 1, competency: 2 }] })} actor={actors.self} />);
    expect(await screen.findByText('Intermediate')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
