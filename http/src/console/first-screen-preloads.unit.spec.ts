import { describe, expect, it } from 'vitest';
import { firstScreenPreloads, screenMatcher, type FirstScreen, type Manifest } from './first-screen-preloads';

/** The files a path's page preloads, as console-pages.ts composes them. */
const preloadsByPath = (manifest: Manifest, screens: readonly FirstScreen[]) => {
  const screenOf = screenMatcher(firstScreenPreloads(manifest, screens));
  return (pathname: string) => screenOf(pathname)?.files;
};

/** A build of one entry, a login page and a day screen sharing MUI's button, and the texts they need. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_rolldown-runtime-R1.js'] },
  '_rolldown-runtime-R1.js': { file: 'assets/rolldown-runtime-R1.js' },
  '_button-B1.js': { file: 'assets/button-B1.js', imports: ['_rolldown-runtime-R1.js', 'index.html'] },
  '_calendar-C1.js': { file: 'assets/calendar-C1.js', imports: ['_button-B1.js'] },
  '_styles-S1.css': { file: 'assets/styles-S1.css' },
  'src/auth/LoginPage.tsx': { file: 'assets/LoginPage-L1.js', imports: ['index.html', '_button-B1.js', '_styles-S1.css'] },
  'src/layout/SignedInArea.tsx': { file: 'assets/SignedInArea-A1.js', imports: ['index.html', '_button-B1.js'] },
  'src/day/Day.tsx': { file: 'assets/Day-D1.js', imports: ['index.html', '_calendar-C1.js', '_button-B1.js'] },
  'src/i18n/resources/en-US/common.ts': { file: 'assets/common-U1.js' },
  'src/i18n/resources/en-US/auth.ts': { file: 'assets/auth-U2.js' },
  'src/i18n/resources/en-US/day.ts': { file: 'assets/day-U3.js' },
  'src/billing/Billing.tsx': { file: 'assets/Billing-B2.js', imports: ['index.html'] },
  'src/host-lead/List.tsx': { file: 'assets/List-H1.js', imports: ['index.html'] },
};

const SCREENS: FirstScreen[] = [
  { path: '/en-us/login', modules: ['src/i18n/resources/en-US/common.ts', 'src/i18n/resources/en-US/auth.ts', 'src/auth/LoginPage.tsx'] },
  { path: '/user/en-us/day', modules: ['src/i18n/resources/en-US/common.ts', 'src/i18n/resources/en-US/day.ts', 'src/layout/SignedInArea.tsx', 'src/day/Day.tsx'] },
  { path: '/user/en-us/billing/*', modules: ['src/i18n/resources/en-US/common.ts', 'src/billing/Billing.tsx'] },
  { path: '/user/en-us/host-leads/:id?', modules: ['src/i18n/resources/en-US/common.ts', 'src/host-lead/List.tsx'] },
];

describe('the chunks a path\'s first screen preloads', () => {
  const preloads = preloadsByPath(MANIFEST, SCREENS);

  it('names the texts, the route\'s chunk and its static imports, each once, and not what the entry loads', () => {
    expect(preloads('/en-us/login')).toEqual(['assets/common-U1.js', 'assets/auth-U2.js', 'assets/LoginPage-L1.js', 'assets/button-B1.js']);
    expect(preloads('/user/en-us/day')).toEqual([
      'assets/common-U1.js',
      'assets/day-U3.js',
      'assets/SignedInArea-A1.js',
      'assets/button-B1.js',
      'assets/Day-D1.js',
      'assets/calendar-C1.js',
    ]);
  });

  it('matches a route\'s parameters, its rest and a trailing slash', () => {
    expect(preloads('/en-us/login/')).toEqual(preloads('/en-us/login'));
    expect(preloads('/user/en-us/billing')).toEqual(['assets/common-U1.js', 'assets/Billing-B2.js']);
    expect(preloads('/user/en-us/billing/subscriptions/42')).toEqual(['assets/common-U1.js', 'assets/Billing-B2.js']);
    expect(preloads('/user/en-us/host-leads')).toEqual(['assets/common-U1.js', 'assets/List-H1.js']);
    expect(preloads('/user/en-us/host-leads/7')).toEqual(['assets/common-U1.js', 'assets/List-H1.js']);
  });

  it('knows no screen for any other path', () => {
    for (const path of ['/', '/es-es/login', '/en-us/login/again', '/user/en-us/day/3', '/user/en-us/host-leads/7/notes', '/en-us/loginx', '/index.html']) {
      expect(preloads(path), path).toBeUndefined();
    }
  });

  it('fails on a module the build has no chunk for', () => {
    expect(() => preloadsByPath(MANIFEST, [{ path: '/en-us', modules: ['src/landing/Landing.tsx'] }])).toThrow(/no chunk for src\/landing\/Landing.tsx/);
  });
});
