import { invalid } from '@careledger/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID names no record: 400 before anything is read. */
export const assertUuidParam = (value: string, path = 'id'): string => {
  if (!UUID.test(value)) throw invalid([{ path, message: 'must be a UUID' }], `The ${path} in the path is not valid.`);
  return value.toLowerCase();
};
