import { PROFILE_PATH_SEGMENTS, type SearchTypeId } from '@careledger/domain';
import { PLACE_LOCALES } from '../reference/place-label';

/** What the public console shows without a session: the searches around each known place, and each listed result's profile. */
export interface PublicPages {
  /** `/locations/<place>` slugs (place-resolver `placeSlugs`). */
  places: readonly string[];
  profiles: readonly { kind: SearchTypeId; id: string }[];
}

/** The sitemap protocol's limit on the URLs of one file. */
export const MAX_SITEMAP_URLS = 50_000;

/** SPEC.md section 2: every public page lives under each locale's prefix (`/en-us`, `/es-es`). */
const LOCALE_PREFIXES = PLACE_LOCALES.map((tag) => ({ tag, prefix: `/${tag.toLowerCase()}` }));

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ?? character);

/** The path of each page after the locale prefix: the landing, then the places, then the profiles. */
const pagePaths = (pages: PublicPages): string[] => [
  '',
  ...pages.places.map((slug) => `/locations/${encodeURIComponent(slug)}`),
  ...pages.profiles.map(({ kind, id }) => `/${PROFILE_PATH_SEGMENTS[kind]}/${encodeURIComponent(id)}`),
];

/** How many profiles fit beside the landing and the places when every page is listed once per locale. */
export const profileRoom = (places: number): number => Math.max(0, Math.floor(MAX_SITEMAP_URLS / LOCALE_PREFIXES.length) - 1 - places);

/**
 * Every public page once per locale, each naming its translations (`hreflang`), so a search
 * engine shows the reader's own language.
 */
export const sitemapXml = (origin: string, pages: PublicPages): string => {
  const urls = pagePaths(pages).flatMap((path) => {
    const alternates = LOCALE_PREFIXES.map(({ tag, prefix }) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(origin + prefix + path)}"/>`).join('');
    return LOCALE_PREFIXES.map(({ prefix }) => `<url><loc>${escapeXml(origin + prefix + path)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};

/** Crawlers read the public pages; the signed-in area, the calls and the admin paths are no pages of theirs. */
export const robotsTxt = (origin: string): string =>
  ['User-agent: *', 'Allow: /', 'Disallow: /user/', 'Disallow: /api/', 'Disallow: /admin/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
