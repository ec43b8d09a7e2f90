import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { feedAnswer, pageAnswer, patientSummaryAnswer } from '@careledger/domain';
import { componentSchemas, openApiSchemaOf } from './openapi-schema';

describe('openApiSchemaOf', () => {
  it('refers to a named answer of the domain, and writes its component once', () => {
    expect(openApiSchemaOf(feedAnswer)).toEqual({ $ref: '#/components/schemas/FeedAnswer' });
    const feed = componentSchemas().FeedAnswer as { properties: Record<string, unknown>; required: string[] };
    expect(feed.properties.data).toEqual({ type: 'array', items: { $ref: '#/components/schemas/FeedEntryAnswer' } });
    expect(feed.required).toEqual(['data', 'next', 'head']);
    expect(componentSchemas()).toHaveProperty('FeedEntryAnswer');
  });

  it("writes each event type's feed entry as a component of its own, the entry as one of them told apart by type", () => {
    openApiSchemaOf(feedAnswer);
    const schemas = componentSchemas() as Record<string, { oneOf?: unknown[]; discriminator?: { propertyName: string; mapping: Record<string, string> }; properties?: Record<string, unknown> }>;
    const entry = schemas.FeedEntryAnswer!;
    expect(entry.oneOf).toContainEqual({ $ref: '#/components/schemas/NoteCreatedEvent' });
    expect(entry.discriminator?.propertyName).toBe('type');
    expect(entry.discriminator?.mapping.NoteCreated).toBe('#/components/schemas/NoteCreatedEvent');
    const noteCreated = schemas.NoteCreatedEvent!.properties!;
    expect(noteCreated.type).toEqual({ type: 'string', enum: ['NoteCreated'] });
    expect(noteCreated.data).toMatchObject({ type: 'object', required: expect.arrayContaining(['noteId', 'body', 'visibility']), additionalProperties: false });
  });

  it('writes a composed answer in place, its named parts as references', () => {
    const page = openApiSchemaOf(pageAnswer(patientSummaryAnswer)) as { properties: { data: unknown } };
    expect(page.properties.data).toEqual({ type: 'array', items: { $ref: '#/components/schemas/PatientSummaryAnswer' } });
  });

  it('writes a request whole, with what it takes rather than what it gives', () => {
    const request = z.strictObject({ when: z.iso.datetime(), count: z.number().int().default(1) });
    expect(openApiSchemaOf(request, 'input')).toEqual({
      type: 'object',
      properties: { when: { type: 'string', format: 'date-time' }, count: { type: 'integer', default: 1, minimum: -9007199254740991, maximum: 9007199254740991 } },
      required: ['when'],
      additionalProperties: false,
    });
  });

  it('gives every refusal body a component', () => {
    expect(Object.keys(componentSchemas())).toEqual(expect.arrayContaining(['InvalidInputRefusal', 'DomainRefusal', 'ScopeRefusal', 'VersionConflictRefusal', 'TooManyRefusal', 'UnavailableRefusal']));
  });
});
