import { describe, expect, it } from 'vitest';
import { recordRequestOf } from '@careledger/domain';
import { commandRoutes, nonCommandRoutes } from './command-routes';

const nameOf = (route: (typeof commandRoutes)[number]) => `${route.recordType.category}.${route.action}`;

describe('the route table', () => {
  it('names each method and path once', () => {
    const keys = [...commandRoutes, ...nonCommandRoutes].map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('points every route at a request its record type declares', () => {
    for (const route of commandRoutes) {
      expect(recordRequestOf(route.recordType, route.action), nameOf(route)).toBeDefined();
    }
  });

  it('serves every action of every record type it names, so none is unreachable', () => {
    const served = new Set(commandRoutes.map(nameOf));
    const missing = [...new Set(commandRoutes.map((route) => route.recordType))].flatMap((type) =>
      ['create', ...Object.keys(type.actions)].map((action) => `${type.category}.${action}`).filter((name) => !served.has(name)),
    );
    expect(missing).toEqual([]);
  });

  it('writes each action path as <resource>/:id/<action>, the action as the record type names it', () => {
    for (const route of commandRoutes.filter((entry) => entry.action !== 'create')) expect(route.path.endsWith(`/:id/${route.action}`), route.path).toBe(true);
  });
});
