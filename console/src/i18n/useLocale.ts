import { useParams } from 'react-router';
import { DEFAULT_SEGMENT, isLocaleSegment, type LocaleSegment } from './locales';

/** The `:locale` of the current route; LocaleLayout has already turned unknown ones away. */
export const useLocaleSegment = (): LocaleSegment => {
  const { locale } = useParams();
  return isLocaleSegment(locale) ? locale : DEFAULT_SEGMENT;
};
