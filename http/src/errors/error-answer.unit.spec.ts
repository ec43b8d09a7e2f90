import { HttpException, UnauthorizedException } from '@nestjs/common';
import { DomainError, parseOrThrow, ruleBroken } from '@careledger/domain';
import { DatabaseUnavailable, WrongExpectedVersion } from '@careledger/storage';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerFor, UNEXPECTED_ERROR_MESSAGE } from './error-answer';

const refusalOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('the answer to a thrown error', () => {
  it('is 400 naming each bad field when a request fails its zod schema', () => {
    const schema = z.strictObject({ email: z.string(), age: z.number().int().min(0) });
    const answer = answerFor(refusalOf(() => parseOrThrow(schema, { email: 42, age: 3, extra: true })));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/email/) });
    expect(answer.body.errors).toEqual([
      { path: 'email', message: expect.any(String) },
      { path: 'extra', message: 'is not an allowed field' },
    ]);
  });

  it.each([
    ['rule', 422],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
  ] as const)('maps a %s domain error to %i with its message and stable code', (kind, status) => {
    expect(answerFor(new DomainError(kind, `some_${kind}`, `The ${kind} message.`))).toEqual({
      status,
      body: { message: `The ${kind} message.`, code: `some_${kind}` },
    });
  });

  it('names the field a conflict is about, when it names one', () => {
    const taken = new DomainError('conflict', 'question_name_taken', 'You already have a saved question called "Referrals".', [{ path: 'name', message: 'must differ' }]);
    expect(answerFor(taken)).toEqual({ status: 409, body: { message: taken.message, code: 'question_name_taken', errors: [{ path: 'name', message: 'must differ' }] } });
  });

  it('keeps the code of a broken rule for the client to act on', () => {
    expect(answerFor(ruleBroken('visit_in_past', 'The visit must be in the future.'))).toEqual({
      status: 422,
      body: { message: 'The visit must be in the future.', code: 'visit_in_past' },
    });
  });

  it('is 409 with both versions when someone else appended first', () => {
    const answer = answerFor(new WrongExpectedVersion('patient-1', 3, 5));
    expect(answer).toEqual({
      status: 409,
      body: { message: expect.stringMatching(/Reload/), expectedVersion: 3, actualVersion: 5 },
    });
  });

  it('is 503 saying nothing was changed when the database dropped the connection, without its internals', () => {
    const answer = answerFor(new DatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })));
    expect(answer.status).toBe(503);
    expect(answer.body.message).toMatch(/nothing was changed/);
    expect(JSON.stringify(answer.body)).not.toMatch(/administrator/);
  });

  it('passes on the status and body of an HTTP exception: 401, 419, 503', () => {
    expect(answerFor(new UnauthorizedException({ message: 'Sign in to continue.' }))).toEqual({ status: 401, body: { message: 'Sign in to continue.' } });
    expect(answerFor(new HttpException({ message: 'Your session has expired.' }, 419))).toEqual({ status: 419, body: { message: 'Your session has expired.' } });
    expect(answerFor(new HttpException({ message: 'Not caught up yet.' }, 503))).toEqual({ status: 503, body: { message: 'Not caught up yet.' } });
  });

  it('wraps an HTTP exception whose response is a plain string in a message', () => {
    expect(answerFor(new HttpException('Too many requests', 429))).toEqual({ status: 429, body: { message: 'Too many requests' } });
  });

  it("keeps fastify's own client refusals, such as a body too large, naming what was refused", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(answerFor(tooLarge)).toEqual({ status: 413, body: { message: 'Request body is too large', errors: [{ path: 'body', message: 'must be at most 1 MiB' }] } });
  });

  it('names the body or its type in the refusals NestJS hands on from the parser as a bare message', () => {
    expect(answerFor(new HttpException("Body is not valid JSON but content-type is set to 'application/json'", 400)).body).toEqual({
      message: "Body is not valid JSON but content-type is set to 'application/json'",
      errors: [{ path: 'body', message: 'must be valid JSON' }],
    });
    expect(answerFor(new HttpException('Unsupported Media Type', 415)).body).toMatchObject({ errors: [{ path: 'Content-Type', message: 'must be application/json' }] });
    // A route's own refusal keeps the body it chose.
    expect(answerFor(new HttpException({ message: 'Nope', errors: [{ path: 'x', message: 'y' }] }, 400)).body).toEqual({ message: 'Nope', errors: [{ path: 'x', message: 'y' }] });
  });

  it('is 500 without the message for anything unexpected, as it may name internals', () => {
    const leaky = new Error('connect ECONNREFUSED 10.0.0.7:5432 as careledger_admin');
    const answer = answerFor(leaky);
    expect(answer).toEqual({ status: 500, body: { message: UNEXPECTED_ERROR_MESSAGE } });
    expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|careledger_admin/);
  });

  it('is 500 for an error carrying a server status, and for a thrown non-error', () => {
    expect(answerFor(Object.assign(new Error('upstream broke'), { statusCode: 502 })).status).toBe(500);
    expect(answerFor('a string').status).toBe(500);
    expect(answerFor(undefined).status).toBe(500);
  });
});
