import { idsByKey, type CatalogEntry, type IdOf } from '../catalog/catalog-entry';

/** ISO-8601 day numbers: 1 is Monday, 7 is Sunday (SPEC.md lists weekdays without ids). */
export const postingWeekdays = [
  { id: 1, key: 'MONDAY', label: 'Monday', translationKey: 'weekday.monday' },
  { id: 2, key: 'TUESDAY', label: 'Tuesday', translationKey: 'weekday.tuesday' },
  { id: 3, key: 'WEDNESDAY', label: 'Wednesday', translationKey: 'weekday.wednesday' },
  { id: 4, key: 'THURSDAY', label: 'Thursday', translationKey: 'weekday.thursday' },
  { id: 5, key: 'FRIDAY', label: 'Friday', translationKey: 'weekday.friday' },
  { id: 6, key: 'SATURDAY', label: 'Saturday', translationKey: 'weekday.saturday' },
  { id: 7, key: 'SUNDAY', label: 'Sunday', translationKey: 'weekday.sunday' },
] as const satisfies readonly CatalogEntry<number>[];

export const PostingWeekday = idsByKey(postingWeekdays);
export type PostingWeekdayId = IdOf<typeof postingWeekdays>;

/**
 * When the care is needed, every week of the posting: the days and one shift a day. An end time
 * earlier than the start time is an overnight shift that ends the next morning.
 */
export interface PostingSchedule {
  days: PostingWeekdayId[];
  /** HH:MM, 24-hour clock. */
  startTime: string;
  endTime: string;
}
