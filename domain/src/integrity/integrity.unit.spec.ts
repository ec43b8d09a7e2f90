import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import { can } from '../policy/can';
import { isDomainError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { integrityVerifyRequest } from './requests';

const refusal = (body: unknown): { path: string; message: string }[] => {
  try {
    parseOrThrow(integrityVerifyRequest, body);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
    throw error;
  }
  throw new Error('accepted');
};

describe('a verification request', () => {
  it('covers every stream, one category or one stream', () => {
    expect(parseOrThrow(integrityVerifyRequest, {})).toEqual({});
    expect(parseOrThrow(integrityVerifyRequest, { category: 'patient' })).toEqual({ category: 'patient' });
    expect(parseOrThrow(integrityVerifyRequest, { streamId: 'patient-4a1e2b3c-0000-4000-8000-000000000001' })).toEqual({ streamId: 'patient-4a1e2b3c-0000-4000-8000-000000000001' });
  });

  it.each([
    [{ category: 'Patient' }, 'category', 'must be a stream category: lowercase letters and digits, e.g. patient'],
    [{ category: 7 }, 'category', 'must be a stream category: lowercase letters and digits, e.g. patient'],
    [{ streamId: 'patient' }, 'streamId', 'must be a stream id, <category>-<id>, e.g. patient-<uuid>'],
    [{ category: 'patient', streamId: 'patient-1' }, 'streamId', 'must not be given with category'],
    [{ everything: true }, 'everything', 'is not an allowed field'],
  ])('refuses %j, naming %s', (body, path, message) => {
    expect(refusal(body)).toContainEqual({ path, message });
  });
});

describe('the integrity policy', () => {
  it('lets administrators verify and read the runs, nobody else', () => {
    expect(can({ id: 'admin', roleId: Role.ADMIN }, 'integrity.verify')).toBe(true);
    expect(can({ id: 'admin', roleId: Role.ADMIN }, 'integrity.read')).toBe(true);
    expect(can({ id: 'p', roleId: Role.PARTNER, partnerId: 'x' }, 'integrity.read')).toBe(false);
    expect(can({ id: 'a', roleId: Role.AGENCY, agencyId: 'x' }, 'integrity.verify')).toBe(false);
  });
});
