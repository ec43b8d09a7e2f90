/** The locale segments of SPEC.md section 2 and the language tags they stand for. */
export const LOCALES = [
  { segment: 'en-us', tag: 'en-US', label: 'English (US)' },
  { segment: 'en-ca', tag: 'en-CA', label: 'English (Canada)' },
  { segment: 'es-es', tag: 'es-ES', label: 'Español (España)' },
] as const;

export type LocaleSegment = (typeof LOCALES)[number]['segment'];
export type LocaleTag = (typeof LOCALES)[number]['tag'];

/** The languages whose texts a locale reads, in order: en-CA only states where Canadian English differs from en-US. */
export const textLanguagesOf = (tag: string): string[] => (tag === 'en-CA' ? ['en-CA', 'en-US'] : [tag]);

export const DEFAULT_SEGMENT: LocaleSegment = 'en-us';
export const DEFAULT_TAG: LocaleTag = 'en-US';

export const isLocaleSegment = (value: unknown): value is LocaleSegment => LOCALES.some((locale) => locale.segment === value);

export const tagOf = (segment: LocaleSegment): LocaleTag => LOCALES.find((locale) => locale.segment === segment)?.tag ?? DEFAULT_TAG;

export const segmentOf = (tag: string): LocaleSegment =>
  LOCALES.find((locale) => locale.tag.toLowerCase() === tag.toLowerCase())?.segment ?? DEFAULT_SEGMENT;

/**
 * The same page in another locale: the locale is the first segment of a public path
 * (`/es-es/login`) and the second of a signed-in one (`/user/es-es/assessments/42`).
 */
export const switchLocale = (pathname: string, to: LocaleSegment): string => {
  const parts = pathname.split('/');
  const index = parts[1] === 'user' ? 2 : 1;
  if (isLocaleSegment(parts[index])) parts[index] = to;
  else return `/${to}`;
  return parts.join('/');
};

/** The locale segment of a path, for the very first render before the router has matched. */
export const segmentInPath = (pathname: string): LocaleSegment => {
  const parts = pathname.split('/');
  const candidate = parts[1] === 'user' ? parts[2] : parts[1];
  return isLocaleSegment(candidate) ? candidate : DEFAULT_SEGMENT;
};
