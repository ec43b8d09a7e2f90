import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Certification, Profession, careServices, certificationsFor, labelOf, professions, servicesFor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { CAREGIVER_ID, actors, caregiver } from './caregiver.fixtures';
import { CaregiverProfessionChange } from './ProfessionChange';

const CHANGE = `POST /api/caregivers/${CAREGIVER_ID}/change-profession`;
// Services and a certification a registered nurse may hold and a personal support worker may not.
const nurseOnlyService = servicesFor(Profession.REGISTERED_NURSE).find((id) => !servicesFor(Profession.PERSONAL_SUPPORT_WORKER).includes(id)) ?? 10;
const sharedService = servicesFor(Profession.PERSONAL_SUPPORT_WORKER)[0] ?? 2;
const nurse = caregiver({
  professionId: Profession.REGISTERED_NURSE,
  services: [
    { careServiceId: sharedService, competency: 2 },
    { careServiceId: nurseOnlyService, competency: 3 },
  ],
  certifications: [Certification.LEAP, Certification.WOUND_CARE_SPECIALIST],
});

const openAndChoose = async (profession: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Change profession' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New profession/ }));
  fireEvent.click(await screen.findByRole('option', { name: profession }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return dialog;
};

describe('caregiver profession', () => {
  it('is the agency’s action: not offered to the caregiver themself or another agency', async () => {
    stubApi({}, vi.stubGlobal);
    const { unmount } = await renderWithProviders(<CaregiverProfessionChange caregiver={caregiver()} actor={actors.self} />);
    expect(screen.queryByRole('button', { name: 'Change profession' })).toBeNull();
    unmount();
    await renderWithProviders(<CaregiverProfessionChange caregiver={caregiver()} actor={actors.otherAgency} />);
    expect(screen.queryByRole('button', { name: 'Change profession' })).toBeNull();
  });

  it('offers every profession but the current one', async () => {
    stubApi({}, vi.stubGlobal);
    await renderWithProviders(<CaregiverProfessionChange caregiver={nurse} actor={actors.agency} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change profession' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New profession/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(professions.filter((entry) => entry.id !== Profession.REGISTERED_NURSE).map((entry) => entry.label));
  });

  it('refuses a profession that would leave skills it does not allow, naming them', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    await renderWithProviders(<CaregiverProfessionChange caregiver={nurse} actor={actors.agency} />);
    const dialog = await openAndChoose('Personal support worker');
    const list = within(dialog).getByRole('list', { name: 'Held but not allowed' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([labelOf(careServices, nurseOnlyService), 'Wound care specialist']);
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Change profession' });
    expect(confirm.disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('changes to a profession that allows everything held, with the version on screen', async () => {
    const calls = stubApi({ [CHANGE]: () => jsonResponse(200, { id: CAREGIVER_ID, version: 5, globalPosition: 94 }) }, vi.stubGlobal);
    await renderWithProviders(<CaregiverProfessionChange caregiver={nurse} actor={actors.agency} />);
    const dialog = await openAndChoose('Registered practical nurse');
    // The counts come from the domain's catalog for the chosen profession.
    expect(within(dialog).getByText(`Allows ${servicesFor(Profession.REGISTERED_PRACTICAL_NURSE).length} care services and ${certificationsFor(Profession.REGISTERED_PRACTICAL_NURSE).length} certifications.`)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change profession' }));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 4, professionId: Profession.REGISTERED_PRACTICAL_NURSE });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a profession, and shows a version conflict with the profession saved now', async () => {
    const calls = stubApi({ [CHANGE]: () => jsonResponse(409, { message: 'conflict', expectedVersion: 4, actualVersion: 7 }) }, vi.stubGlobal);
    await renderWithProviders(<CaregiverProfessionChange caregiver={caregiver()} actor={actors.admin} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change profession' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change profession' }));
    });
    expect(within(dialog).getByText('Choose the new profession.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New profession/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Certified caregiver' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change profession' }));
    });
    expect(await within(dialog).findByText(/version 4 expected, 7 found/)).toBeTruthy();
    expect(within(dialog).getByText(/Profession: Personal support worker\./)).toBeTruthy();
  });
});
