import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '../src/first-screens';
import { firstScreensOf } from './first-screens';

describe('the first-screen table a build writes', () => {
  const routeModules = new Set(Object.values(ROUTE_MODULES));

  it('keeps only the text files the build has', () => {
    const screens = firstScreensOf(new Set([...routeModules, 'src/i18n/resources/en-US/common.ts', 'src/i18n/resources/en-US/auth.ts']));
    expect(screens.find((screen) => screen.path === '/es-es/login')?.modules).toEqual(['src/auth/LoginPage.tsx']);
    expect(screens.find((screen) => screen.path === '/en-ca/login')?.modules).toEqual(['src/i18n/resources/en-US/common.ts', 'src/i18n/resources/en-US/auth.ts', 'src/auth/LoginPage.tsx']);
  });

  it('fails the build when a route\'s module is not a chunk of its own', () => {
    const withoutDay = new Set([...routeModules].filter((module) => module !== 'src/day/Day.tsx'));
    expect(() => firstScreensOf(withoutDay)).toThrow(/no chunk for: src\/day\/Day.tsx/);
  });
});
