import type { z } from 'zod';
import type { EventStore } from '@careledger/storage';

/**
 * How a record that depends on other records is created: the client's request, what the edge
 * reads from the other streams for the decider (the `references` of the record's create body),
 * and, when the request itself names the record, its id.
 */
export interface ReferencedCreation<Request extends z.ZodType = z.ZodType> {
  readonly request: Request;
  readonly references: (store: EventStore, request: z.output<Request>) => Promise<unknown>;
  readonly recordIdOf?: (request: z.output<Request>) => string;
}

/** Types the callbacks by the request schema, then erases the type for the controller factory. */
export const referencedCreation = <Request extends z.ZodType>(creation: ReferencedCreation<Request>): ReferencedCreation => creation;
