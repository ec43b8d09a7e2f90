import { describe, expect, it } from 'vitest';
import { MAX_SITEMAP_URLS, profileRoom, robotsTxt, sitemapXml } from './public-pages';

const ORIGIN = 'https://care.example';
const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

describe('the sitemap', () => {
  it('lists the landing, each place and each profile under every locale', () => {
    const xml = sitemapXml(ORIGIN, { places: ['toronto', 'london-on'], profiles: [{ kind: 'shared-living', id: 'a1' }, { kind: 'homecare', id: 'b2' }, { kind: 'day-program', id: 'c3' }] });

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true);
    expect(locs(xml)).toEqual(
      ['', '/locations/toronto', '/locations/london-on', '/homes/a1', '/agencies/b2', '/day-programs/c3'].flatMap((path) =>
        ['en-us', 'en-ca', 'es-es'].map((segment) => `${ORIGIN}/${segment}${path}`),
      ),
    );
  });

  it('names every translation of a page beside it', () => {
    const xml = sitemapXml(ORIGIN, { places: [], profiles: [{ kind: 'shared-living', id: 'a1' }] });
    const home = xml.split('\n').find((line) => line.startsWith(`<url><loc>${ORIGIN}/es-es/homes/a1</loc>`));

    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}/en-us/homes/a1"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="${ORIGIN}/en-ca/homes/a1"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="es-ES" href="${ORIGIN}/es-es/homes/a1"/>`);
  });

  it('escapes what XML would read as markup', () => {
    const xml = sitemapXml('http://a&b', { places: [], profiles: [] });
    expect(locs(xml)[0]).toBe('http://a&amp;b/en-us');
  });

  it('keeps room for at most the protocol\'s URLs, whatever the places', () => {
    expect(3 * (1 + 10 + profileRoom(10))).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
    expect(3 * (1 + 10 + profileRoom(10) + 1)).toBeGreaterThan(MAX_SITEMAP_URLS);
    expect(profileRoom(MAX_SITEMAP_URLS)).toBe(0);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the signed-in area and the calls, and names the sitemap', () => {
    expect(robotsTxt(ORIGIN).split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /user/', 'Disallow: /api/', 'Disallow: /admin/', '', `Sitemap: ${ORIGIN}/sitemap.xml`, '']);
  });
});
