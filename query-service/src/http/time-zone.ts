import type { FieldError } from '@careledger/domain';

const MAX_ZONE_LENGTH = 64;
/** One formatter per zone: building one is what costs. */
const formats = new Map<string, Intl.DateTimeFormat>();

export const formatIn = (timeZone: string): Intl.DateTimeFormat => {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
};

/** An IANA time zone parameter (`America/Toronto`), `UTC` when absent; 400 naming it when the runtime knows no such zone. */
export const timeZoneParam = (raw: unknown, path: string, errors: FieldError[]): string => {
  if (raw === undefined || raw === '') return 'UTC';
  if (typeof raw === 'string' && raw.length <= MAX_ZONE_LENGTH) {
    try {
      return formatIn(raw).resolvedOptions().timeZone;
    } catch {
      // an unknown zone: reported below
    }
  }
  errors.push({ path, message: 'must be an IANA time zone, like America/Toronto or UTC' });
  return 'UTC';
};
