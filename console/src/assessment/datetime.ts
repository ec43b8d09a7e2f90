const pad = (value: number) => String(value).padStart(2, '0');

/** A `datetime-local` value (the browser's wall-clock time) for an instant. */
export const toLocalInput = (instant: Date, withSeconds = false): string => {
  const minutes = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
  return withSeconds ? `${minutes}:${pad(instant.getSeconds())}` : minutes;
};

/** The instant a `datetime-local` value means in the browser's time zone, or undefined when incomplete. */
export const fromLocalInput = (value: string): Date | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** A moment already past, typed in a `datetime-local` field: the instant, or what is wrong with the value. */
export const pastInstantFrom = (value: string): Date | 'required' | 'future' => {
  const instant = fromLocalInput(value);
  if (instant === undefined) return 'required';
  return instant.getTime() > Date.now() ? 'future' : instant;
};

export const shortId = (id: string): string => id.slice(0, 8);
