import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { webhookRecord } from '@careledger/domain';
import { acceptedOnly, requestArbitrary } from './request-arbitrary';

describe('requestArbitrary', () => {
  it('fails fast, naming what it sought, where fast-check’s filter would draw forever', () => {
    expect(() => fc.sample(acceptedOnly(fc.integer(), () => false, () => 'a number above everything'), 1)).toThrow(/No value a number above everything accepts in 1000 draws/);
    const impossible = z.string().refine(() => false);
    expect(() => fc.sample(requestArbitrary(impossible), 1)).toThrow(/No value .*"type":"string".* accepts/);
  });

  it('draws webhook subscriptions the schema accepts: absolute http(s) URLs and event type names', () => {
    const body = webhookRecord.create.body;
    for (const drawn of fc.sample(requestArbitrary(body), { numRuns: 30, seed: 7 })) expect(body.safeParse(drawn).success).toBe(true);
  });
});
