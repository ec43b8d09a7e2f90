import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi, type RecordedCall } from '../test/render';
import { CareTeamEdit } from './CareTeamEdit';
import { CoordinatorEdit } from './CoordinatorEdit';
import { AGENCY_ID, CAREGIVER_ID, PATIENT_ID, actors, patientOf } from './patient.fixtures';

const NEW_CAREGIVER = 'c0ffee00-0000-4000-8000-000000000002';
const accepted = () => jsonResponse(200, { id: PATIENT_ID, version: 7, globalPosition: 12 });
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');
const submit = async (dialog: HTMLElement, name: string) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name }));
  });
};

const caregiver = (firstName: string, userId: string, agencyId = AGENCY_ID) => ({
  id: `profile-${firstName}`, firstName, lastName: 'Lopez', email: `${firstName}@example.test`, phone: null, agencyId, agencyName: null, userId,
  professionId: 1, status: 2, statusReason: null, services: [], certifications: [], version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});
const login = (id: string, name: string, roleId: number, agencyId: string | null) => ({
  id, email: `${id}@example.test`, name, roleId, roleLabel: null, agencyId, partnerId: null, status: 1, statusLabel: null, createdBy: 'admin-1', passwordResetAt: null,
  version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('care team and coordinator', () => {
  it("adds a caregiver of the patient's agency found by name, and refuses one already on the team", async () => {
    const calls = stubApi(
      {
        'GET /api/caregivers': () => jsonResponse(200, { data: [caregiver('Ana', NEW_CAREGIVER), caregiver('Bea', 'b0000000-0000-4000-8000-000000000002', 'another-agency'), caregiver('Carmen', CAREGIVER_ID)], total: 3, page: 1, pageSize: 20 }),
        [`POST /api/patients/${PATIENT_ID}/assign-caregiver`]: accepted,
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<CareTeamEdit patient={patientOf()} actor={actors.agency} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add caregiver' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Caregiver/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ana Lopez', 'Carmen Lopez']);
    fireEvent.click(options[1] as HTMLElement);
    await submit(dialog, 'Add to the care team');
    expect(within(dialog).getByText('This caregiver is already on the care team.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Caregiver/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ana Lopez' }));
    await submit(dialog, 'Add to the care team');
    await waitFor(() => expect(posts(calls)[0]?.body).toEqual({ expectedVersion: 6, caregiverId: NEW_CAREGIVER }));
  });

  it('takes a member off the care team by name', async () => {
    const calls = stubApi({ [`POST /api/patients/${PATIENT_ID}/unassign-caregiver`]: accepted }, vi.stubGlobal);
    await renderWithProviders(<CareTeamEdit patient={patientOf()} actor={actors.admin} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove caregiver' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Caregiver/ }).textContent).toBe('Carmen Caregiver');
    await submit(dialog, 'Take off the care team');
    await waitFor(() => expect(posts(calls)[0]?.body).toEqual({ expectedVersion: 6, caregiverId: CAREGIVER_ID }));
  });

  it("offers only the patient's agency staff as coordinator", async () => {
    const calls = stubApi(
      {
        'GET /api/logins': () =>
          jsonResponse(200, {
            data: [
              login('a0000000-0000-4000-8000-000000000001', 'Arlo Agent', Role.AGENCY_AGENT, AGENCY_ID),
              login('a0000000-0000-4000-8000-000000000002', 'Carmen Caregiver', Role.CAREGIVER, AGENCY_ID),
              login('a0000000-0000-4000-8000-000000000003', 'Olga Other', Role.AGENCY, 'another-agency'),
            ],
            total: 3,
            page: 1,
            pageSize: 25,
          }),
        [`POST /api/patients/${PATIENT_ID}/assign-coordinator`]: accepted,
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<CoordinatorEdit patient={patientOf()} actor={actors.agency} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change coordinator' }));
    const dialog = await screen.findByRole('dialog');
    await submit(dialog, 'Save');
    expect(within(dialog).getByText('Choose a coordinator.')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Coordinator/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Arlo Agent']);
    fireEvent.click(options[0] as HTMLElement);
    await submit(dialog, 'Save');
    await waitFor(() => expect(posts(calls)[0]?.body).toEqual({ expectedVersion: 6, careCoordinatorId: 'a0000000-0000-4000-8000-000000000001' }));
  });

  it('offers neither to the family who registered the patient', async () => {
    stubApi({}, vi.stubGlobal);
    await renderWithProviders(
      <>
        <CareTeamEdit patient={patientOf()} actor={actors.family} />
        <CoordinatorEdit patient={patientOf()} actor={actors.family} />
      </>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
