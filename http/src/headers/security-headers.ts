/**
 * The headers every answer carries. The console is a Vite build with no inline script; MUI's
 * emotion writes `<style>` elements at run time, hence 'unsafe-inline' for styles only. Map
 * tiles and icons come as data: and blob: images. Google Maps, when a key is configured, loads
 * its script, tiles and fonts from Google's hosts.
 */
export const contentSecurityPolicy = ({ googleMaps }: { googleMaps: boolean }): string => {
  const google = (...hosts: string[]): string[] => (googleMaps ? hosts : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...google('https://maps.googleapis.com', 'https://maps.gstatic.com')],
    'style-src': ["'self'", "'unsafe-inline'", ...google('https://fonts.googleapis.com')],
    'img-src': ["'self'", 'data:', 'blob:', ...google('https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com')],
    'font-src': ["'self'", 'data:', ...google('https://fonts.gstatic.com')],
    'connect-src': ["'self'", ...google('https://*.googleapis.com', 'https://*.gstatic.com')],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
};

export const securityHeaders = (settings: { googleMaps: boolean; secureCookies: boolean }): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(settings),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  // Only a deployment that serves HTTPS (it says so with COOKIE_SECURE) may pin browsers to it.
  ...(settings.secureCookies ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
});
