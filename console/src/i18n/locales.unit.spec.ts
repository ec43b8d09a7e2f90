import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPath } from '../auth/paths';
import { namespacesFor } from './index';
import { isLocaleSegment, segmentInPath, segmentOf, switchLocale, tagOf } from './locales';

describe('locale segments', () => {
  it('maps the URL segments to language tags and back', () => {
    expect(tagOf('en-us')).toBe('en-US');
    expect(tagOf('en-ca')).toBe('en-CA');
    expect(tagOf('es-es')).toBe('es-ES');
    expect(segmentOf('es-ES')).toBe('es-es');
    expect(isLocaleSegment('fr-fr')).toBe(false);
  });

  it('switches the locale of public and signed-in paths, keeping the rest', () => {
    expect(switchLocale('/en-us', 'es-es')).toBe('/es-es');
    expect(switchLocale('/en-us/login', 'en-ca')).toBe('/en-ca/login');
    expect(switchLocale('/user/en-us/assessments/42', 'es-es')).toBe('/user/es-es/assessments/42');
    expect(switchLocale('/', 'es-es')).toBe('/es-es');
  });

  it('finds the locale of a path, defaulting to en-us', () => {
    expect(segmentInPath('/user/es-es/assessments')).toBe('es-es');
    expect(segmentInPath('/en-ca/login')).toBe('en-ca');
    expect(segmentInPath('/locations/boston')).toBe('en-us');
  });

  it('preloads the texts of the first screen', () => {
    expect(namespacesFor('/en-us')).toEqual(['common', 'landing']);
    expect(namespacesFor('/es-es/login')).toEqual(['common', 'auth']);
    expect(namespacesFor('/user/en-ca/assessments/1')).toEqual(['common', 'assessments']);
    expect(namespacesFor('/user/en-us/day')).toEqual(['common', 'day', 'tasks', 'medications']);
    // Screens whose texts are not named like their path, nested ones by their longer path.
    expect(namespacesFor('/user/en-us/host-leads/7')).toEqual(['common', 'hostLeads']);
    expect(namespacesFor('/user/en-us/read-models')).toEqual(['common', 'projections']);
    expect(namespacesFor('/user/es-es/settings/integrations')).toEqual(['common', 'apiKeys']);
    expect(namespacesFor('/user/en-us/settings/webhooks/3')).toEqual(['common', 'webhooks']);
    expect(namespacesFor('/user/en-us/settings')).toEqual(['common']);
    expect(namespacesFor('/user/es-es/patients?page=2')).toEqual(['common', 'patients']);
    expect(namespacesFor('/user/en-us')).toEqual(['common']);
  });
});

describe('sign-in paths', () => {
  it('comes back to the signed-in page it was sent from, in the locale chosen since', () => {
    expect(loginPath('en-ca', '/user/en-ca/assessments?status=2')).toBe('/en-ca/login?next=%2Fuser%2Fen-ca%2Fassessments%3Fstatus%3D2');
    expect(afterLoginPath('/user/en-ca/assessments?status=2', 'en-ca')).toBe('/user/en-ca/assessments?status=2');
    expect(afterLoginPath('/user/en-ca/assessments/7', 'es-es')).toBe('/user/es-es/assessments/7');
  });

  it('never leaves the signed-in area of this site', () => {
    expect(afterLoginPath(null, 'en-us')).toBe('/user/en-us');
    expect(afterLoginPath('https://evil.example/user/en-us', 'en-us')).toBe('/user/en-us');
    expect(afterLoginPath('//evil.example/user/en-us', 'en-us')).toBe('/user/en-us');
    expect(afterLoginPath('/en-us', 'en-us')).toBe('/user/en-us');
    const home = '/en-us/homes/0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
    expect(afterLoginPath(home, 'es-es'), 'back to the profile that asked to sign in').toBe('/es-es/homes/0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01');
    expect(afterLoginPath('/en-us/homes/0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01/../../login', 'en-us')).toBe('/user/en-us');
    expect(afterLoginPath('/en-us/locations/toronto', 'en-us')).toBe('/user/en-us');
    expect(afterLoginPath('/user/xx-yy/assessments', 'en-us')).toBe('/user/en-us');
  });
});
