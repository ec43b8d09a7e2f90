import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod, type DynamicModule, type Type } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { CommandServiceModule } from '@careledger/command-service';
import { QueryServiceModule } from '@careledger/query-service';
import { backendFor, type Backend } from './balancer-routes';
import { DOCKER_HAPROXY_FILE, dockerHaproxyConfig } from './docker-haproxy';
import { haproxyConfig } from './haproxy-config';

interface Route {
  method: string;
  path: string;
}

const joined = (...parts: string[]): string => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;

/** Every route a module's controllers declare, read from Nest's own metadata, with `:params` filled in. */
const routesOf = (module: DynamicModule): Route[] =>
  (module.controllers ?? []).flatMap((controller: Type) => {
    const base = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat()[0] as string;
    const prototype = controller.prototype as object;
    return Object.getOwnPropertyNames(prototype).flatMap((key) => {
      // The descriptor's value, not `prototype[key]`: reading a getter (a controller's `held`) would run it on the prototype.
      const handler: unknown = Object.getOwnPropertyDescriptor(prototype, key)?.value;
      if (key === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      return [Reflect.getMetadata(PATH_METADATA, handler)].flat().map((path: string) => ({
        method,
        path: joined(base, path).replace(/:[A-Za-z]+/g, '0b7f6c5e-0000-4000-8000-000000000001'),
      }));
    });
  });

// The modules only keep what they are given for later; no route is called here.
const commandRoutes = routesOf(CommandServiceModule.register({} as never));
const queryRoutes = routesOf(QueryServiceModule.register({} as never));

const misrouted = (routes: Route[], expected: Backend): string[] =>
  routes.filter((route) => backendFor(route.method, route.path) !== expected).map((route) => `${route.method} ${route.path}`);

describe('the balancer’s routing rule', () => {
  it('sends every route of the command service to the command service', () => {
    expect(commandRoutes.length).toBeGreaterThan(100);
    expect(misrouted(commandRoutes, 'commands')).toEqual([]);
  });

  it('sends every route of the query service, and the console’s pages, to the query service', () => {
    expect(queryRoutes.length).toBeGreaterThan(50);
    expect(misrouted(queryRoutes, 'queries')).toEqual([]);
    expect(backendFor('GET', '/en-us/assessments')).toBe('queries');
    expect(backendFor('GET', '/assets/index.js')).toBe('queries');
  });

  it('writes the rule into HAProxy’s configuration, with each process checked on /health/ready', () => {
    const config = haproxyConfig({ bind: '127.0.0.1:3000', commands: { addresses: ['127.0.0.1:3101', '127.0.0.1:3102'] }, queries: { addresses: ['127.0.0.1:3201'] } });
    expect(config).toContain('acl query_post_paths path_beg /api/reports/ /api/exports');
    expect(config).toContain('acl command_gets path /api/random-password');
    expect(config).toContain('http-check send meth GET uri /health/ready');
    expect(config.match(/^ {2}server command\d /gm)).toHaveLength(2);
    expect(config.match(/^ {2}server query\d /gm)).toHaveLength(1);
    expect(config).not.toContain('resolvers docker');
  });
});

describe('docker/haproxy.cfg', () => {
  it('is what the rule writes today (after a change: npx tsx app/src/cluster/docker-haproxy.ts)', () => {
    expect(readFileSync(DOCKER_HAPROXY_FILE, 'utf8')).toBe(dockerHaproxyConfig());
  });
});
