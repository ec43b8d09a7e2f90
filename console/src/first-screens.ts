import { firstScreenTexts } from './i18n/first-screen-texts';
import { LOCALES, textLanguagesOf } from './i18n/locales';

const LANDING = 'src/landing/Landing.tsx';
const PROFILE = 'src/landing/Profile.tsx';
const SIGNED_IN = 'src/layout/SignedInArea.tsx';

/** A record's list and its detail (routes.tsx `recordScreens`). */
const records = (resource: string, folder: string): Record<string, string> => ({
  [`/user/:locale/${resource}`]: `src/${folder}/List.tsx`,
  [`/user/:locale/${resource}/:id`]: `src/${folder}/Show.tsx`,
});

/**
 * The lazy module each route of routes.tsx renders, by the route's full path: what the router imports
 * once the entry has run. Plain data (no React), so the build can write it out for the server
 * (build/first-screens.ts) and the size bench reads what the server preloads. Every route in
 * routes.tsx has its line (first-screens.unit.spec.ts checks it).
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/:locale': LANDING,
  '/:locale/login': 'src/auth/LoginPage.tsx',
  '/:locale/locations/:place': LANDING,
  '/:locale/agencies/:id': PROFILE,
  '/:locale/homes/:id': PROFILE,
  '/:locale/day-programs/:id': PROFILE,
  // SignedInHome sends each role on to its first screen, from the signed-in area's own chunk.
  '/user/:locale': SIGNED_IN,
  '/user/:locale/day': 'src/day/Day.tsx',
  ...records('assessments', 'assessment'),
  ...records('patients', 'patient'),
  ...records('postings', 'posting'),
  ...records('referrals', 'referral'),
  ...records('hubs', 'hub'),
  '/user/:locale/hubs/:hubId/notes/:id': 'src/hub/NoteShow.tsx',
  ...records('caregivers', 'caregiver'),
  ...records('agencies', 'agency'),
  ...records('notes', 'note'),
  '/user/:locale/dashboard': 'src/dashboard/Dashboard.tsx',
  '/user/:locale/reports': 'src/report/Reports.tsx',
  '/user/:locale/analytics': 'src/analytics/Analytics.tsx',
  '/user/:locale/audit': 'src/audit/List.tsx',
  '/user/:locale/audit/streams/:stream': 'src/audit/StreamHistory.tsx',
  '/user/:locale/audit/integrity': 'src/audit/Integrity.tsx',
  '/user/:locale/users': 'src/user/List.tsx',
  '/user/:locale/host-leads/:id?': 'src/host-lead/List.tsx',
  '/user/:locale/billing/*': 'src/billing/Billing.tsx',
  '/user/:locale/read-models': 'src/projection/ReadModels.tsx',
  '/user/:locale/tasks': 'src/task/List.tsx',
  '/user/:locale/settings/integrations': 'src/api-key/ApiKeys.tsx',
  '/user/:locale/settings/webhooks/*': 'src/webhook/WebhookSettings.tsx',
};

/** A first screen: a route path with its locale written in, and the source modules its first render loads after the entry. */
export interface FirstScreen {
  path: string;
  modules: string[];
}

const textModule = (language: string, namespace: string) => `src/i18n/resources/${language}/${namespace}.ts`;

/**
 * Every route in every locale, with what its first render loads after the entry, in the order it is
 * asked for: the texts main.tsx fetches before rendering (first-screen-texts.ts, in each language the
 * locale reads), then the signed-in area for a signed-in path, then the route's own module.
 * `hasModule` says which text files exist (en-CA has only the namespaces where it differs).
 */
export const firstScreens = (hasModule: (module: string) => boolean): FirstScreen[] =>
  LOCALES.flatMap(({ segment, tag }) =>
    Object.entries(ROUTE_MODULES).map(([route, module]) => {
      const texts = textLanguagesOf(tag).flatMap((language) => firstScreenTexts(route).map((namespace) => textModule(language, namespace)));
      const frame = route.startsWith('/user/') && module !== SIGNED_IN ? [SIGNED_IN] : [];
      return { path: route.replace(':locale', segment), modules: [...texts.filter(hasModule), ...frame, module] };
    }),
  );
