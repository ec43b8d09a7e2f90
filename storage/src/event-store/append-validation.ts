import { InvalidAppend, type ExpectedVersion, type NewEvent } from './event-store';

/** What every adapter refuses before it writes anything: a programming error, never a conflict. */
export const validateAppend = (streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): void => {
  if (typeof streamId !== 'string' || streamId === '') throw new InvalidAppend(String(streamId), 'the stream id is empty');
  if (events.length === 0) throw new InvalidAppend(streamId, 'no events to append');
  if (typeof expected === 'number' && (!Number.isInteger(expected) || expected < -1)) {
    throw new InvalidAppend(streamId, `expected version ${expected} is not an integer of -1 or more`);
  }
  for (const event of events) {
    if (typeof event.type !== 'string' || event.type === '') throw new InvalidAppend(streamId, 'an event has no type');
    if (JSON.stringify(event.data) === undefined) throw new InvalidAppend(streamId, `${event.type} has no JSON data`);
  }
};
