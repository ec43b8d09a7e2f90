/** An ISO-8601 date-time with an explicit zone (Z or ±hh:mm): one exact instant, whatever the server's zone. */
const isoInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Milliseconds since the epoch, or null when the text is not an instant with a zone. */
export const parseInstant = (value: string): number | null => {
  if (!isoInstantPattern.test(value)) return null;
  const milliseconds = Date.parse(value);
  return Number.isNaN(milliseconds) ? null : milliseconds;
};

export const isInstant = (value: string): boolean => parseInstant(value) !== null;
