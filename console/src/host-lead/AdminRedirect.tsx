import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { segmentOf } from '../i18n/locales';

/**
 * `/admin/shared-living/host-leads` is both the listing call and a console page (DESIGN.md
 * section 5). The screen lives in the signed-in frame, which is per locale, so a page load here
 * is sent to `/user/<locale>/host-leads` with its query kept (the filters carry the call's names).
 * The locale is the one this tab already shows (a link followed from `/user/es-es/...`), on a
 * fresh load the default one; signing in, if needed, happens there.
 */
export function AdminHostLeadsRedirect() {
  const { i18n } = useTranslation();
  const { search, hash } = useLocation();
  return <Navigate to={`/user/${segmentOf(i18n.resolvedLanguage ?? i18n.language)}/host-leads${search}${hash}`} replace />;
}
