import { HttpException } from '@nestjs/common';

export type ReadModelUnavailableCode = 'read_model_failing' | 'read_model_behind';

/**
 * A read the client asked to see its own write in (`X-Min-Position`) that the read model cannot
 * answer yet: 503 naming the read model, and whether waiting helps.
 */
export class ReadModelUnavailable extends HttpException {
  constructor(
    readonly code: ReadModelUnavailableCode,
    readonly readModel: string,
    message: string,
  ) {
    super({ message, code, readModel }, 503);
  }
}

/** Its projector cannot apply an event at or before the position: waiting is in vain until someone fixes it. */
export const readModelFailing = (readModel: string, position: number, eventType: string): ReadModelUnavailable =>
  new ReadModelUnavailable(
    'read_model_failing',
    readModel,
    `The ${readModel} read model cannot apply event ${position} (${eventType}), so it cannot answer this yet. It has been logged for an administrator.`,
  );

export const readModelBehind = (readModel: string, position: number): ReadModelUnavailable =>
  new ReadModelUnavailable('read_model_behind', readModel, `The ${readModel} read model has not caught up with position ${position} yet. Try again in a moment.`);
