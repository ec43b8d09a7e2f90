/**
 * The day the server calls today. The domain dates referral steps by the UTC calendar, so a
 * day still ahead in UTC would be refused as "in the future" whatever the browser's zone says.
 */
export const serverToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
