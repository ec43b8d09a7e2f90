import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Role } from '@careledger/domain';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { RequestCareForm } from './RequestCareForm';

const home = { id: 'h-1', kind: 'shared-living' as const, name: 'Leslieville House', city: 'Toronto', province: 'ON', country: 'CA', lat: 43.66, lng: -79.33, careServiceIds: [], capacity: 4 };

describe('RequestCareForm', () => {
  it('names each missing field, then leaves a book-a-visit lead naming the home and the patient, with one idempotency key', async () => {
    let answer = () => jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'phone', message: 'must be a phone number' }] });
    const calls = stubApi({ 'POST /api/host-leads': () => answer() }, vi.stubGlobal);
    await renderWithProviders(<RequestCareForm profile={home} session={session(Role.USER)} onClose={() => undefined} />, { auth: null });
    const form = within(screen.getByRole('form', { name: 'Request care at Leslieville House' }));
    expect(form.getByLabelText<HTMLInputElement>(/Your name/).value).toBe('Sam Someone');

    fireEvent.change(form.getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(form.getByRole('button', { name: 'Send request' }));
    expect(form.getAllByText('This field is required.')).toHaveLength(2);
    expect(form.getByText('Enter an email address like name@example.com.')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(form.getByLabelText(/^Email/), { target: { value: 'sam@example.test' } });
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: 'call me' } });
    fireEvent.change(form.getByLabelText(/first name/), { target: { value: 'Rosa' } });
    fireEvent.change(form.getByLabelText(/last name/), { target: { value: 'Quintero' } });
    fireEvent.change(form.getByLabelText(/^Message/), { target: { value: 'From next month.' } });
    fireEvent.click(form.getByRole('button', { name: 'Send request' }));
    expect(await form.findByText('must be a phone number'), "the server's error at its field").toBeTruthy();

    answer = () => jsonResponse(201, { id: 'lead-1', version: 0, globalPosition: 9 });
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '+1 416 555 0100' } });
    fireEvent.click(form.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your request for Leslieville House was sent. The placement team will contact you.')).toBeTruthy();
    expect(calls[1]?.body).toEqual({
      leadLocationId: 'book_a_visit',
      contactName: 'Sam Someone',
      email: 'sam@example.test',
      phone: '+1 416 555 0100',
      city: 'Toronto',
      productId: 14,
      notes: 'Leslieville House (shared-living h-1) — Rosa Quintero: From next month.',
    });
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'));
  });
});
