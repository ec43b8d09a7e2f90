/** The "named translation files" of SPEC.md section 9, one per screen; `common` is the default. */
export const NAMESPACES = ['common', 'landing', 'auth', 'assessments', 'patients', 'postings', 'dashboard', 'reports', 'analytics', 'referrals', 'hubs', 'notes', 'audit', 'users', 'medications', 'caregivers', 'agencies', 'hostLeads', 'billing', 'projections', 'day', 'tasks', 'jobs', 'reminders', 'apiKeys', 'webhooks'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const isNamespace = (name: string): name is Namespace => (NAMESPACES as readonly string[]).includes(name);

/**
 * Signed-in screens whose first render draws on more texts than their own, or on texts of another
 * name, by the path under `/user/<locale>/` (a nested screen by its longer path).
 */
const SIGNED_IN_TEXTS: Readonly<Record<string, readonly Namespace[]>> = {
  dashboard: ['dashboard', 'reports'],
  day: ['day', 'tasks', 'medications'],
  analytics: ['analytics', 'reports'],
  'host-leads': ['hostLeads'],
  'read-models': ['projections'],
  'settings/integrations': ['apiKeys'],
  'settings/webhooks': ['webhooks'],
};

const signedInTexts = (section: string): readonly Namespace[] => {
  const named = Object.keys(SIGNED_IN_TEXTS)
    .filter((prefix) => section === prefix || section.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (named !== undefined) return SIGNED_IN_TEXTS[named]!;
  const first = section.split('/')[0] ?? '';
  return isNamespace(first) ? [first] : [];
};

/**
 * The texts the first screen of a path draws with, fetched together with the common texts before it
 * renders (main.tsx). The size bench counts the same, so what a first screen loads is what it measures.
 */
export const firstScreenTexts = (pathname: string): Namespace[] => {
  if (pathname.startsWith('/user/')) {
    const section = /^\/user\/[^/]+\/([^?#]*)/.exec(pathname)?.[1] ?? '';
    return ['common', ...signedInTexts(section)];
  }
  if (/^\/[^/]+\/login\/?$/.test(pathname)) return ['common', 'auth'];
  return ['common', 'landing'];
};
