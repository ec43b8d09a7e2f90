import { metadata, type GivenEvent } from './assessment-events';

/** A domain event of `streamId` as a spec gives it, happening at `at`. */
export const given = <Event extends { type: string; data: object }>(streamId: string, event: Event, at: string): GivenEvent => ({
  ...event,
  streamId,
  metadata: metadata(at),
});
