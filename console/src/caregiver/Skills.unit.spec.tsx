import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { careServices, certifications, certificationsFor, labelOf, professions, servicesFor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { CAREGIVER_ID, actors, caregiver } from './caregiver.fixtures';
import { CaregiverSkills } from './Skills';

const post = (action: string) => `POST /api/caregivers/${CAREGIVER_ID}/${action}`;
const optionNames = async () => (await screen.findAllByRole('option')).map((option) => option.textContent);
const closeMenu = async () => {
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};
const choose = async (combobox: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

describe('caregiver skills', () => {
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

  it.each(professions.map((profession) => [profession.id]))('offers a %s exactly the services and certifications of its profession', async (professionId) => {
    stubApi({}, vi.stubGlobal);
    await renderWithProviders(<CaregiverSkills caregiver={caregiver({ professionId })} actor={actors.admin} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Add a care service/ }));
    expect(await optionNames()).toEqual(servicesFor(professionId).map((id) => labelOf(careServices, id)));
    await closeMenu();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Add a certification/ }));
    expect(await optionNames()).toEqual(certificationsFor(professionId).map((id) => labelOf(certifications, id)));
  });

  it('adds a service with the chosen competency and a certification, each with the version on screen', async () => {
    const calls = stubApi(
      {
        [post('add-service')]: () => jsonResponse(200, { id: CAREGIVER_ID, version: 5, globalPosition: 95 }),
        [post('add-certification')]: () => jsonResponse(200, { id: CAREGIVER_ID, version: 5, globalPosition: 96 }),
      },
      vi.stubGlobal,
    );
    const service = servicesFor('certified_caregiver')[1] ?? 3;
    await renderWithProviders(<CaregiverSkills caregiver={caregiver({ professionId: 'certified_caregiver' })} actor={actors.agency} />);
    await screen.findByRole('combobox', { name: /^Add a care service/ });
    await choose(/^Add a care service/, labelOf(careServices, service));
    await choose(/^Competency$/, 'Intermediate');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[0] as HTMLElement);
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 4, careServiceId: service, competency: 2 });

    await choose(/^Add a certification/, 'CBRF certificate');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[1] as HTMLElement);
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ expectedVersion: 4, certificationId: 'cbrf' });
  });

  it("shows a 400's field error next to the field it names and keeps the choice", async () => {
    stubApi({ [post('add-service')]: () => jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'careServiceId', message: 'must be a care service id, an integer from 1 to 45' }] }) }, vi.stubGlobal);
    const service = servicesFor('personal_support_worker')[0] ?? 2;
    await renderWithProviders(<CaregiverSkills caregiver={caregiver()} actor={actors.agency} />);
    await screen.findByRole('combobox', { name: /^Add a care service/ });
    await choose(/^Add a care service/, labelOf(careServices, service));
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[0] as HTMLElement);
    });
    expect(await screen.findByText('must be a care service id, an integer from 1 to 45')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Add a care service/ }).textContent).toBe(labelOf(careServices, service));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a version conflict on removing a service', async () => {
    stubApi({ [post('remove-service')]: () => jsonResponse(409, { message: 'conflict', expectedVersion: 4, actualVersion: 5 }) }, vi.stubGlobal);
    const service = servicesFor('personal_support_worker')[0] ?? 2;
    await renderWithProviders(<CaregiverSkills caregiver={caregiver({ services: [{ careServiceId: service, competency: 1 }] })} actor={actors.agency} />);
    const list = await screen.findByRole('list', { name: 'Care services' });
    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: `Remove ${labelOf(careServices, service)}` }));
    });
    expect(await screen.findByText(/Someone changed this caregiver meanwhile \(version 4 expected, 5 found\)/)).toBeTruthy();
  });
});
