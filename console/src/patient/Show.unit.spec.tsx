import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Assessment, Patient } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import PatientShow from './Show';

const ID = '6f1d2c3b-0000-4000-8000-000000000001';

const patient: Patient = {
  id: ID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1941-03-09',
  agencyId: null,
  agencyName: null,
  partnerId: null,
  createdBy: 'family-1',
  createdByName: null,
  careTeam: ['c0ffee00-0000-4000-8000-000000000001'],
  careTeamNames: ['Carmen Caregiver'],
  careCoordinatorId: null,
  careCoordinatorName: null,
  ambulatoryLevel: 1,
  payerId: null,
  diagnosisIds: [7],
  languageIds: [],
  version: 6,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-02-03T16:45:00.000Z',
  gender: 'female',
  phone: null,
  address: { street: '1 Main St', city: 'Halifax', province: 'NS', postalCode: 'B3H 1A1', country: 'CA' },
  assistanceLevels: { bathing: 4 },
  allergies: [{ allergyId: 'a1', allergen: 'Penicillin', reaction: 'Hives', severity: 3 }],
  contacts: [],
};

const assessment = (id: string, patientId: string, summary: string): Assessment => ({
  id,
  status: 2,
  version: 1,
  patientId,
  patientName: 'Ada Moreno',
  agencyId: null,
  agencyName: null,
  careServiceId: 1,
  summary,
  visitAt: null,
  cancelReason: null,
  createdBy: 'family-1',
  createdByName: 'Fran Family',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
});

// The page mounts data grids (medication records), slow to render in jsdom.
describe('PatientShow', () => {
  it('shows the record with contacts, care team, diagnoses, allergies and this patient’s assessments', async () => {
    const calls = stubApi(
      {
        [`GET /api/patients/${ID}`]: () => jsonResponse(200, patient),
        [`GET /api/patients/${ID}/patient-contacts`]: () =>
          jsonResponse(200, { data: [{ contactId: 'c1', name: 'Byron Lovelace', relationshipId: 9, relationshipLabel: 'Other relative', phone: '555-0101', email: null, isEmergency: true }] }),
        'GET /api/diagnoses': () => jsonResponse(200, { data: [{ id: 7, code: 'I10', label: 'Essential hypertension', translationKey: 'diagnosis.i10' }] }),
        'GET /api/assessments': () =>
          jsonResponse(200, { data: [assessment('as-1', ID, 'Evening support')], total: 1, page: 1, pageSize: 100 }),
        'GET /api/postings': () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 100 }),
        [`GET /api/patients/${ID}/medications`]: () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 10 }),
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<PatientShow />, { route: `/user/en-us/patients/${ID}`, path: '/user/:locale/patients/:id', auth: session(Role.USER, null, 'family-1') });

    expect(await screen.findByRole('heading', { name: 'Lovelace, Ada' })).toBeTruthy();
    expect(screen.getByText('Mar 9, 1941')).toBeTruthy();
    expect(screen.getByText('1 Main St, Halifax, NS B3H 1A1, CA')).toBeTruthy();
    const contacts = await screen.findByRole('list', { name: 'Contacts' });
    expect(within(contacts).getByText('Byron Lovelace')).toBeTruthy();
    expect(within(contacts).getByText('Emergency contact')).toBeTruthy();
    expect(within(contacts).getByRole('link', { name: 'Phone: 555-0101' }).getAttribute('href')).toBe('tel:555-0101');
    expect(within(screen.getByRole('list', { name: 'Care team' })).getByText('Carmen Caregiver')).toBeTruthy();
    expect(await screen.findByText('Essential hypertension')).toBeTruthy();
    expect(screen.getByText('Severity: Severe')).toBeTruthy();
    expect(screen.getByText('Minimal assistance')).toBeTruthy();

    const assessments = await screen.findByRole('list', { name: 'Assessments' });
    expect(within(assessments).getByRole('link', { name: 'Evening support' }).getAttribute('href')).toBe('/user/en-us/assessments/as-1');
    expect(calls.find((call) => call.url.startsWith('/api/assessments?'))?.url).toContain(`patientId=${ID}`);
    expect(await screen.findByText('No postings for this patient.')).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith(`/api/patients/${ID}/medications`))).toBe(true);
  });

  it('shows no postings section to a partner, who has no part in postings', async () => {
    stubApi(
      {
        [`GET /api/patients/${ID}`]: () => jsonResponse(200, { ...patient, diagnosisIds: [], allergies: [] }),
        [`GET /api/patients/${ID}/patient-contacts`]: () => jsonResponse(200, { data: [] }),
        'GET /api/assessments': () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 100 }),
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<PatientShow />, { route: `/user/en-us/patients/${ID}`, path: '/user/:locale/patients/:id', auth: session(Role.PARTNER, null, 'partner-1') });
    expect(await screen.findByText('No contacts recorded.')).toBeTruthy();
    expect(screen.getByText('No known allergies.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Postings' })).toBeNull();
  });

  it('shows the new value once the command is read back: the refetch waits for its position', async () => {
    let saved: Patient = { ...patient, agencyId: 'agency-9', payerId: null };
    const calls = stubApi(
      {
        [`GET /api/patients/${ID}`]: () => jsonResponse(200, saved),
        [`GET /api/patients/${ID}/patient-contacts`]: () => jsonResponse(200, { data: [] }),
        'GET /api/payers': () => jsonResponse(200, { data: [{ id: 1, code: 'private_pay', label: 'Private pay' }, { id: 2, code: 'medicaid', label: 'Medicaid' }] }),
        'GET /api/assessments': () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 100 }),
        'GET /api/postings': () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 100 }),
        [`POST /api/patients/${ID}/set-payer`]: () => {
          saved = { ...saved, payerId: 2, version: 7 };
          return jsonResponse(200, { id: ID, version: 7, globalPosition: 4242 });
        },
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<PatientShow />, { route: `/user/en-us/patients/${ID}`, path: '/user/:locale/patients/:id', auth: session(Role.AGENCY, 'agency-9', 'agency-user') });
    fireEvent.click(await screen.findByRole('button', { name: 'Change payer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Payer/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Medicaid' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(screen.getByText('Medicaid')).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expectedVersion: 6, payerId: 2 });
    expect(calls.filter((call) => call.url === `/api/patients/${ID}`).at(-1)?.headers.get('X-Min-Position')).toBe('4242');
    expect(screen.getByText('Version 7')).toBeTruthy();
  });

  it('names languages and the payer in the reader’s language, the preferred language first', async () => {
    stubApi(
      {
        [`GET /api/patients/${ID}`]: () => jsonResponse(200, { ...patient, languageIds: [3, 1], payerId: 1 }),
        [`GET /api/patients/${ID}/patient-contacts`]: () => jsonResponse(200, { data: [] }),
        'GET /api/languages': () => jsonResponse(200, { data: [{ id: 1, code: 'en', label: 'English' }, { id: 3, code: 'es', label: 'Spanish' }] }),
        'GET /api/payers': () => jsonResponse(200, { data: [{ id: 1, code: 'private_pay', label: 'Private pay' }] }),
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<PatientShow />, { locale: 'es-ES', route: `/user/es-es/patients/${ID}`, path: '/user/:locale/patients/:id', auth: session(Role.USER, null, 'family-1') });
    expect(await screen.findByText('Español, Inglés')).toBeTruthy();
    expect(await screen.findByText('Pago privado')).toBeTruthy();
  });
});
