import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type Actor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Assessment, AssessmentShift } from '../api';
import { jsonResponse, renderWithProviders, stubApi, type RecordedCall } from '../test/render';
import { AssessmentShifts } from './Shifts';

const ID = '11111111-2222-4333-8444-555555555555';
const AGENCY = 'a9a9a9a9-0000-4000-8000-000000000001';
const CAREGIVER_USER = 'c1c1c1c1-0000-4000-8000-000000000001';
const SHIFT = 'd1d1d1d1-0000-4000-8000-000000000001';
const CANCELLED = 'd1d1d1d1-0000-4000-8000-000000000002';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const assessment = (overrides: Partial<Assessment> = {}): Assessment => ({
  id: ID,
  status: 3,
  version: 6,
  patientId: '6f1d2c3b-0000-4000-8000-000000000001',
  patientName: 'Ada Moreno',
  agencyId: AGENCY,
  agencyName: 'Harbour Homecare',
  careServiceId: 4,
  summary: null,
  visitAt: '2026-05-01T09:00:00.000Z',
  cancelReason: null,
  createdBy: 'user-1',
  createdByName: 'Ana Admin',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const shift = (overrides: Partial<AssessmentShift> = {}): AssessmentShift => ({
  shiftId: SHIFT,
  startsAt: '2026-06-01T08:00:00.000Z',
  endsAt: '2026-06-01T16:00:00.000Z',
  caregiverId: CAREGIVER_USER,
  caregiverName: 'Ana Lima',
  status: 'planned',
  cancelReason: null,
  createdAt: '2026-05-02T10:00:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
  ...overrides,
});

const shiftsOf = (data: AssessmentShift[], version = 6) => ({ assessmentId: ID, version, data });
const twoShifts = () => [shift(), shift({ shiftId: CANCELLED, startsAt: '2026-06-02T08:00:00.000Z', endsAt: '2026-06-02T12:00:00.000Z', caregiverId: null, caregiverName: null, status: 'cancelled', cancelReason: 'Patient in hospital' })];

const admin: Actor = { id: 'user-1', roleId: Role.ADMIN, agencyId: null };
const SHIFTS_PATH = `GET /api/agency/assessments/${ID}/shifts`;
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

const renderShifts = (shown = assessment(), actor = admin, locale: 'en-US' | 'es-ES' = 'en-US') =>
  renderWithProviders(<AssessmentShifts assessment={shown} actor={actor} />, { locale });

/** Types a `datetime-local` value, read in the test's time zone (UTC). */
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// Tables, dialogs and an autocomplete under jsdom: seconds each on a machine shared with other runs.
describe('AssessmentShifts', () => {
  it('lists the shifts by start with their times in the reader’s locale, caregiver and state', async () => {
    stubApi({ [SHIFTS_PATH]: () => jsonResponse(200, shiftsOf(twoShifts())) }, vi.stubGlobal);
    await renderShifts();
    const rows = await screen.findAllByTestId('assessment-shift');
    expect(within(rows[0] as HTMLElement).getByText('Jun 1, 2026, 8:00 AM')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Jun 1, 2026, 4:00 PM')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Ana Lima')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Planned')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Not assigned')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Canceled')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Patient in hospital')).toBeTruthy();
    // A cancelled shift can no longer change.
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Change the shift of Jun 1, 2026, 8:00 AM' })).toBeTruthy();
  });

  it('shows a caregiver whom no profile names by user id, saying why', async () => {
    stubApi({ [SHIFTS_PATH]: () => jsonResponse(200, shiftsOf([shift({ caregiverName: null })])) }, vi.stubGlobal);
    await renderShifts();
    const row = await screen.findByTestId('assessment-shift');
    expect(within(row).getByText(CAREGIVER_USER).getAttribute('title')).toBe('No caregiver profile names this user yet: shown by user id.');
  });

  it('formats the times for a Spanish reader', async () => {
    stubApi({ [SHIFTS_PATH]: () => jsonResponse(200, shiftsOf([shift()])) }, vi.stubGlobal);
    await renderShifts(assessment(), admin, 'es-ES');
    const row = await screen.findByTestId('assessment-shift');
    expect(within(row).getByText(new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-06-01T08:00:00.000Z')))).toBeTruthy();
    expect(within(row).getByText('Planificado')).toBeTruthy();
  });

  it('shows loading, then says when there are no shifts and that none may be planned before approval', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({ [SHIFTS_PATH]: () => new Promise<Response>((resolve) => (answer = resolve)) }, vi.stubGlobal);
    await renderShifts(assessment({ status: 2 }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    answer(jsonResponse(200, shiftsOf([])));
    expect(await screen.findByText('No shifts planned yet.')).toBeTruthy();
    expect(screen.getByText('Shifts are planned while the assessment is approved or active.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add shift' })).toBeNull();
  });

  it('adds a shift under the domain’s rules, with the version the shifts came with, and shows it', async () => {
    let added = false;
    const calls = stubApi(
      {
        [SHIFTS_PATH]: () => jsonResponse(200, added ? shiftsOf([shift(), shift({ shiftId: 'new', startsAt: '2026-06-03T09:00:00.000Z', endsAt: '2026-06-03T13:00:00.000Z', caregiverId: null, caregiverName: null })], 7) : shiftsOf([shift()], 6)),
        [`POST /api/assessments/${ID}/add-shift`]: () => {
          added = true;
          return jsonResponse(200, { id: ID, version: 7, globalPosition: 55 });
        },
      },
      vi.stubGlobal,
    );
    await renderShifts();
    fireEvent.click(await screen.findByRole('button', { name: 'Add shift' }));
    const dialog = await screen.findByRole('dialog');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    expect(within(dialog).getByText('Enter when the shift starts.')).toBeTruthy();
    type(/^Starts/, '2026-06-01T12:00');
    type(/^Ends/, '2026-06-01T11:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    expect(within(dialog).getByText('The shift must end after it starts.')).toBeTruthy();
    type(/^Ends/, '2026-06-02T13:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    expect(within(dialog).getByText('A shift lasts at most 24 hours.')).toBeTruthy();
    type(/^Ends/, '2026-06-01T18:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    expect(within(dialog).getByText('This overlaps the planned shift from Jun 1, 2026, 8:00 AM to Jun 1, 2026, 4:00 PM.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    // One may start where another ends.
    type(/^Starts/, '2026-06-01T16:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = posts(calls)[0];
    expect(post?.body).toMatchObject({ expectedVersion: 6, startsAt: '2026-06-01T16:00:00.000Z', endsAt: '2026-06-01T18:00:00.000Z' });
    expect((post?.body as { shiftId: string }).shiftId).toMatch(UUID);
    expect(post?.body).not.toHaveProperty('caregiverId');
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('assessment-shift')).toHaveLength(2));
    expect(calls.filter((call) => call.url === `/api/agency/assessments/${ID}/shifts`).at(-1)?.headers.get('X-Min-Position')).toBe('55');
  });

  it('puts a caregiver of the assessment’s agency, one with a login, on a new shift', async () => {
    const caregiver = (id: string, firstName: string, agencyId: string, userId: string | null) => ({ id, firstName, lastName: 'Lopez', email: `${firstName}@example.test`, phone: null, agencyId, agencyName: null, userId, professionId: 1, status: 2, statusReason: null, services: [], certifications: [], version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
    const calls = stubApi(
      {
        [SHIFTS_PATH]: () => jsonResponse(200, shiftsOf([])),
        'GET /api/caregivers': () =>
          jsonResponse(200, { data: [caregiver('c1', 'Ana', AGENCY, CAREGIVER_USER), caregiver('c2', 'Bea', 'another-agency', 'b2b2b2b2-0000-4000-8000-000000000002'), caregiver('c3', 'Cruz', AGENCY, null)], total: 3, page: 1, pageSize: 20 }),
        [`POST /api/assessments/${ID}/add-shift`]: () => jsonResponse(200, { id: ID, version: 7, globalPosition: 57 }),
      },
      vi.stubGlobal,
    );
    await renderShifts();
    fireEvent.click(await screen.findByRole('button', { name: 'Add shift' }));
    const dialog = await screen.findByRole('dialog');
    type(/^Starts/, '2026-06-05T08:00');
    type(/^Ends/, '2026-06-05T10:00');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Caregiver/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ana Lopez']);
    fireEvent.click(options[0] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ caregiverId: CAREGIVER_USER, startsAt: '2026-06-05T08:00:00.000Z' });
    expect(calls.find((call) => call.url.startsWith('/api/caregivers'))?.url).toBe('/api/caregivers?page=1&pageSize=20&sort=lastName%3Aasc');
  });

  it('changes only what changed, and says so when nothing did', async () => {
    const calls = stubApi({ [SHIFTS_PATH]: () => jsonResponse(200, shiftsOf([shift()])), [`POST /api/assessments/${ID}/change-shift`]: () => jsonResponse(200, { id: ID, version: 7, globalPosition: 56 }) }, vi.stubGlobal);
    await renderShifts();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the shift of Jun 1, 2026, 8:00 AM' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Starts/).value).toBe('2026-06-01T08:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Nothing has changed: move the shift or choose another caregiver.')).toBeTruthy();

    type(/^Ends/, '2026-06-01T17:30');
    // Emptying the caregiver's field takes the caregiver off the shift.
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Caregiver/ }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ expectedVersion: 6, shiftId: SHIFT, endsAt: '2026-06-01T17:30:00.000Z', caregiverId: null });
  });

  it('cancels a shift with a reason, and tells of someone else’s change first', async () => {
    const calls = stubApi(
      {
        [SHIFTS_PATH]: () => jsonResponse(200, shiftsOf([shift()])),
        [`POST /api/assessments/${ID}/cancel-shift`]: () => jsonResponse(409, { message: 'Version conflict', expectedVersion: 6, actualVersion: 8 }),
      },
      vi.stubGlobal,
    );
    await renderShifts();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the shift of Jun 1, 2026, 8:00 AM' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The shift of Jun 1, 2026, 8:00 AM stays in the record as canceled, with your reason.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel shift' }));
    expect(within(dialog).getByText('Enter a reason.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Family visiting' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel shift' }));
    expect(await screen.findByText(/Someone else changed this assessment while you were looking at it \(your copy was version 6, it is now version 8\)/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]?.body).toEqual({ expectedVersion: 6, shiftId: SHIFT, reason: 'Family visiting' });
  });

  it('offers another agency’s staff nothing to run', async () => {
    stubApi({ [SHIFTS_PATH]: () => jsonResponse(200, shiftsOf([shift()])) }, vi.stubGlobal);
    await renderShifts(assessment(), { id: 'someone', roleId: Role.AGENCY, agencyId: 'another-agency' });
    await screen.findByTestId('assessment-shift');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
