import { Logger, type ArgumentsHost } from '@nestjs/common';
import { DomainError } from '@careledger/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorFilter } from './error.filter';

const replyCatcher = () => {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ArgumentsHost;
  return { sent, host };
};

describe('the error filter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the mapped status and body, and logs nothing for a refusal', () => {
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { sent, host } = replyCatcher();
    new ErrorFilter().catch(new DomainError('forbidden', 'not_your_patient', 'You may not see this patient.'), host);
    expect(sent).toEqual({ status: 403, body: { message: 'You may not see this patient.', code: 'not_your_patient' } });
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs the stack of an unexpected error but sends only the generic message', () => {
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { sent, host } = replyCatcher();
    new ErrorFilter().catch(new TypeError('cannot read properties of undefined (reading "rows")'), host);
    expect(sent.status).toBe(500);
    expect(JSON.stringify(sent.body)).not.toMatch(/rows/);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/TypeError: cannot read properties/));
  });
});
