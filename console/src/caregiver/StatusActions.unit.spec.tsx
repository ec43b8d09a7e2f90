import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CaregiverStatus } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { CAREGIVER_ID, actors, caregiver } from './caregiver.fixtures';
import { CaregiverStatusActions } from './StatusActions';

const post = (action: string) => `POST /api/caregivers/${CAREGIVER_ID}/${action}`;
const buttonNames = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter(Boolean);

describe('caregiver status actions', () => {
  it.each([
    [CaregiverStatus.PENDING, ['Hire', 'Not hired']],
    [CaregiverStatus.HIRED, ['Off board']],
    [CaregiverStatus.NOT_HIRED, ['Hire']],
    [CaregiverStatus.OFF_BOARDED, ['Rehire']],
  ])('from status %i offers exactly the changes the domain allows', async (status, expected) => {
    stubApi({}, vi.stubGlobal);
    await renderWithProviders(<CaregiverStatusActions caregiver={caregiver({ status })} actor={actors.agency} />);
    await screen.findByRole('button', { name: expected[0] });
    expect(buttonNames()).toEqual(expected);
  });

  it('offers nothing to the caregiver themself or to another agency', async () => {
    stubApi({}, vi.stubGlobal);
    const { unmount } = await renderWithProviders(<CaregiverStatusActions caregiver={caregiver()} actor={actors.self} />);
    expect(await screen.findByText('Your role does not change this caregiver’s status.')).toBeTruthy();
    expect(buttonNames()).toEqual([]);
    unmount();
    await renderWithProviders(<CaregiverStatusActions caregiver={caregiver()} actor={actors.otherAgency} />);
    expect(await screen.findByText('Your role does not change this caregiver’s status.')).toBeTruthy();
  });

  it('hires at once with the version on screen', async () => {
    const calls = stubApi({ [post('hire')]: () => jsonResponse(200, { id: CAREGIVER_ID, version: 5, globalPosition: 90 }) }, vi.stubGlobal);
    await renderWithProviders(<CaregiverStatusActions caregiver={caregiver()} actor={actors.admin} />);
    const hire = await screen.findByRole('button', { name: 'Hire' });
    await act(async () => {
      fireEvent.click(hire);
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe(`/api/caregivers/${CAREGIVER_ID}/hire`);
    expect(calls[0]?.body).toEqual({ expectedVersion: 4 });
  });

  it('off boards with an optional reason: none sent as null, one sent trimmed', async () => {
    const calls = stubApi({ [post('offboard')]: () => jsonResponse(200, { id: CAREGIVER_ID, version: 5, globalPosition: 91 }) }, vi.stubGlobal);
    await renderWithProviders(<CaregiverStatusActions caregiver={caregiver({ status: CaregiverStatus.HIRED })} actor={actors.agency} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Off board' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Moved away ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Off board' }));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 4, reason: 'Moved away' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal and a version conflict", async () => {
    stubApi(
      {
        [post('decline')]: () => jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'reason', message: 'must be at most 500 characters' }] }),
        [post('hire')]: () => jsonResponse(409, { message: 'conflict', expectedVersion: 4, actualVersion: 6 }),
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<CaregiverStatusActions caregiver={caregiver()} actor={actors.agency} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Not hired' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark not hired' }));
    });
    expect(await within(dialog).findByText(/must be at most 500 characters/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hire' }));
    });
    expect(await screen.findByText(/Someone changed this caregiver meanwhile \(version 4 expected, 6 found\)/)).toBeTruthy();
  });
});
