import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandPipeline, commandRoutes, nonCommandRoutes, type CommandRoute, type RecordCommand } from '@careledger/command-service';
import type { ApiClient } from '../support/api-client';
import { refusedWithoutEvents } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const openApiPath = (path: string): string => `/api/${path.replace(/:(\w+)/g, '{$1}')}`;
const concretePath = (route: CommandRoute): string => `/api/${route.path.replace(':target', 'homecare').replace(/:\w+/g, () => randomUUID())}`;
const nameOf = (route: CommandRoute): string => `${route.recordType.category}.${route.action}`;
/** Reads that SPEC.md documents as POST, their filters in a body: served by the query service, they append nothing. */
const readsByPost = [
  'POST /api/reports/all/statistics',
  'POST /api/reports/{type}/graph',
  'POST /api/reports/{type}',
  'POST /api/analytics/query',
  'POST /api/analytics/drill',
  'POST /api/analytics/distribution',
  'POST /api/analytics/changes',
];

describe.each(testDatabases())('every command route is served by the one pipeline, on $name', (database) => {
  let stack: RunningStack;
  let caregiver: ApiClient;
  /** What the pipeline was handed, `<category>.<action>`, in order. */
  const seen: string[] = [];

  beforeAll(async () => {
    stack = await startStack(database);
    caregiver = await stack.as('caregiver');
    // The real pipeline still does the work: this only records what reached it.
    const pipeline = stack.careledger.app.get(CommandPipeline, { strict: false });
    const execute = pipeline.execute.bind(pipeline);
    pipeline.execute = (command: RecordCommand) => {
      seen.push(`${command.recordType.category}.${command.action}`);
      return execute(command);
    };
  });
  afterAll(async () => stack?.stop());

  it('lists in the route table every command route of the OpenAPI document, and no other', async () => {
    const document = (await stack.client().getUndocumented('/api/docs-json')).body as { paths: Record<string, Record<string, { deprecated?: boolean }>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => ['post', 'put', 'patch', 'delete'].includes(method) && !operation.deprecated)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const tabled = [...commandRoutes, ...nonCommandRoutes].map((route) => `${route.method} ${openApiPath(route.path)}`).concat(readsByPost);
    expect(new Set(tabled).size).toBe(tabled.length);
    expect([...documented].sort()).toEqual([...tabled].sort());
  });

  it.each(commandRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s reaches the pipeline as its record and action', async (_name, route) => {
    seen.length = 0;
    // A body no schema accepts: the pipeline refuses it at its first step, and nothing is stored.
    const response = await refusedWithoutEvents(stack, () => caregiver.requestFromDocument(route.method, concretePath(route), { body: { unknownField: true } }));
    expect(response.status).toBe(400);
    expect(seen).toEqual([nameOf(route)]);
  });
});
