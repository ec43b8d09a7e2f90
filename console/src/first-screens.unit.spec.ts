import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstScreens, ROUTE_MODULES } from './first-screens';
import { routes } from './routes';

/** The full path of every route that renders a screen of its own; the catch-alls (NotFound, the `/` redirect) are none. */
const screenPaths = (children: readonly RouteObject[], parent = ''): string[] =>
  children.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent === '/' ? '' : parent}/${route.path}`;
    if (route.children !== undefined) return screenPaths(route.children, path);
    return route.path === '*' || path === '/' || path.startsWith('/admin/') ? [] : [path];
  });

describe('the first screens the server preloads', () => {
  it('has a line for every route of routes.tsx, and none for a route it lacks', () => {
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(screenPaths(routes).sort());
  });

  it('names modules that exist, and every text file the locale has', () => {
    const consoleDir = join(import.meta.dirname, '..');
    const exists = (module: string) => existsSync(join(consoleDir, module));
    const screens = firstScreens(exists);
    expect(screens.find((screen) => screen.path === '/en-ca/homes/:id')?.modules).toContain('src/i18n/resources/en-CA/landing.ts');
    for (const module of new Set(screens.flatMap((screen) => screen.modules))) {
      expect(existsSync(join(consoleDir, module)), module).toBe(true);
    }
  });

  it('loads the locale\'s texts first, then the signed-in area, then the screen', () => {
    const screens = firstScreens((module) => !module.includes('/en-CA/') || module.endsWith('/landing.ts'));
    expect(screens.find((screen) => screen.path === '/user/es-es/day')?.modules).toEqual([
      'src/i18n/resources/es-ES/common.ts',
      'src/i18n/resources/es-ES/day.ts',
      'src/i18n/resources/es-ES/tasks.ts',
      'src/i18n/resources/es-ES/medications.ts',
      'src/layout/SignedInArea.tsx',
      'src/day/Day.tsx',
    ]);
    // en-CA reads its own texts where it has them, and en-US's.
    expect(screens.find((screen) => screen.path === '/en-ca')?.modules).toEqual([
      'src/i18n/resources/en-CA/landing.ts',
      'src/i18n/resources/en-US/common.ts',
      'src/i18n/resources/en-US/landing.ts',
      'src/landing/Landing.tsx',
    ]);
    expect(screens.find((screen) => screen.path === '/user/en-us')?.modules).toEqual(['src/i18n/resources/en-US/common.ts', 'src/layout/SignedInArea.tsx']);
  });
});
