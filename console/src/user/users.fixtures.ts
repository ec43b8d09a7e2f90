import type { Login } from '../api';

export const USER_ID = 'eeeeeeee-0000-4000-8000-000000000005';

export const login = (overrides: Partial<Login> = {}): Login => ({
  id: USER_ID,
  email: 'ann@example.test',
  name: 'Ann Agent',
  roleId: 4,
  roleLabel: 'Agency agent',
  agencyId: 'ffffffff-0000-4000-8000-000000000006',
  partnerId: null,
  status: 1,
  statusLabel: 'Active',
  createdBy: 'user-1',
  passwordResetAt: null,
  version: 2,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

export const role = (id: number, key: string, label: string) => ({ id, key, slug: key.toLowerCase(), label, translationKey: `role.${key}` });
