import { Suspense, useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocaleSegment, tagOf } from '../i18n';
import { NotFound } from './NotFound';
import { PageLoader } from './PageLoader';

/** Turns the `:locale` segment into the active language; unknown segments are a 404. */
export function LocaleLayout() {
  const { locale } = useParams();
  const { i18n } = useTranslation();
  const tag = isLocaleSegment(locale) ? tagOf(locale) : undefined;

  useEffect(() => {
    if (tag === undefined) return;
    document.documentElement.lang = tag;
    if (i18n.language !== tag) void i18n.changeLanguage(tag);
  }, [tag, i18n]);

  if (tag === undefined) return <NotFound />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
