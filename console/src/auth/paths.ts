import { isLocaleSegment, switchLocale, type LocaleSegment } from '../i18n';

export const loginPath = (locale: LocaleSegment, next?: string): string =>
  next === undefined ? `/${locale}/login` : `/${locale}/login?next=${encodeURIComponent(next)}`;

/** The signed-in home: it opens the first screen of the navigation this user may see. */
export const homePath = (locale: LocaleSegment): string => `/user/${locale}`;

// A public profile asks a visitor to sign in before requesting care there: they come back to it.
const PUBLIC_RETURN = /^\/[a-z]{2}-[a-z]{2}\/(agencies|homes|day-programs)\/[0-9a-f-]{36}$/;

/**
 * Where to go after signing in: only back into the signed-in area of this site, or to the
 * public profile that sent the visitor here (never an open redirect), in the locale the user
 * has now chosen.
 */
export const afterLoginPath = (next: string | null, locale: LocaleSegment): string => {
  if (next !== null && PUBLIC_RETURN.test(next) && isLocaleSegment(next.split('/')[1])) return switchLocale(next, locale);
  if (next === null || !next.startsWith('/user/') || next.startsWith('//')) return homePath(locale);
  const segment = next.split('/')[2];
  return isLocaleSegment(segment) ? switchLocale(next, locale) : homePath(locale);
};
