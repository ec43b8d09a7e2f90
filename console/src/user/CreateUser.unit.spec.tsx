import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi, type RecordedCall } from '../test/render';
import UserList from './List';
import { role } from './users.fixtures';

const PASSWORDS = ['Xk7pQ2mW9rTz4vNb', 'Hj3sD8fG6kLq2wEr'];
const AGENCY_ID = 'ffffffff-0000-4000-8000-000000000006';

const stubUsers = (createAnswer: (call: RecordedCall) => Response = () => jsonResponse(201, { id: 'new-user', version: 0, globalPosition: 99 })) => {
  let served = 0;
  return stubApi(
    {
      'GET /api/logins': () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 25 }),
      'GET /api/roles-by-user-type/1': () => jsonResponse(200, { data: [role(1, 'ADMIN', 'Administrator'), role(2, 'USER', 'User'), role(9, 'CAREGIVER', 'Caregiver')] }),
      'GET /api/roles-by-user-type/3': () => jsonResponse(200, { data: [role(4, 'AGENCY_AGENT', 'Agency agent'), role(9, 'CAREGIVER', 'Caregiver')] }),
      'GET /api/roles-by-user-type/9': () => jsonResponse(200, { data: [] }),
      'GET /api/random-password': () => jsonResponse(200, { password: PASSWORDS[served++ % PASSWORDS.length] }),
      'POST /api/users': createAnswer,
    },
    vi.stubGlobal,
  );
};

const openForm = async () => {
  await renderWithProviders(<UserList />, { route: '/user/en-us/users', path: '/user/:locale/users' });
  fireEvent.click(await screen.findByRole('button', { name: 'New user' }));
  return screen.findByRole('dialog');
};

const choose = async (dialog: HTMLElement, label: RegExp, option: string) => {
  // The roles arrive from the server: the select stays disabled until then.
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: label }).getAttribute('aria-disabled')).toBeNull());
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('CreateUserForm', () => {
  it('offers the roles of the chosen user type, and forgets the role when the type changes', async () => {
    const calls = stubUsers();
    const dialog = await openForm();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Role/ }).getAttribute('aria-disabled')).toBeNull());
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Role/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Administrator', 'Family member', 'Caregiver']);
    fireEvent.click(screen.getByRole('option', { name: 'Family member' }));

    await choose(dialog, /User type/, 'Agency');
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/roles-by-user-type/3'));
    expect(within(dialog).getByRole('combobox', { name: /^Role/ }).textContent).not.toContain('Family member');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Role/ }).getAttribute('aria-disabled')).toBeNull());
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Role/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Agency agent', 'Caregiver']);
    fireEvent.click(screen.getByRole('option', { name: 'Caregiver' }));

    await choose(dialog, /User type/, 'Caregiver');
    expect(await within(dialog).findByText('This user type hands out no roles')).toBeTruthy();
  });

  it('names each broken field and sends nothing', async () => {
    const calls = stubUsers();
    const dialog = await openForm();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create user' }).hasAttribute('disabled')).toBe(false));
    await choose(dialog, /^Role/, 'Caregiver');
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Must be an email address')).toBeTruthy();
    // A caregiver works for an agency: an administrator must name it.
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the account with the random password and shows that password once', async () => {
    const calls = stubUsers();
    const dialog = await openForm();
    await choose(dialog, /^Role/, 'Caregiver');
    fireEvent.change(within(dialog).getByLabelText(/^Agency id/), { target: { value: AGENCY_ID } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: ' Cy@Example.test ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Cy Caregiver' } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create user' }).hasAttribute('disabled')).toBe(false));
    expect(within(dialog).queryByText(PASSWORDS[0]!)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));

    expect(await within(dialog).findByText('Account created for cy@example.test.')).toBeTruthy();
    expect(within(dialog).getByTestId('one-time-password').textContent).toBe(PASSWORDS[0]);
    expect(within(dialog).getByRole('button', { name: 'Copy password' })).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ email: 'Cy@Example.test', name: 'Cy Caregiver', roleId: 9, agencyId: AGENCY_ID, password: PASSWORDS[0] });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(PASSWORDS[0]!)).toBeNull();
    // A second account gets a fresh suggestion, never the one already handed out.
    fireEvent.click(screen.getByRole('button', { name: 'New user' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/random-password')).toHaveLength(2));
  });

  it('tells a taken email at the email field', async () => {
    stubUsers(() => jsonResponse(409, { message: 'The email is taken.', code: 'email_taken' }));
    const dialog = await openForm();
    await choose(dialog, /^Role/, 'Family member');
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'agency@demo.careledger' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Again' } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create user' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('An account with this email exists already')).toBeTruthy();
  });
});
