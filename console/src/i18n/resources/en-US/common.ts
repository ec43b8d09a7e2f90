export default {
  actions: {
    retry: 'Retry',
    reload: 'Reload',
    close: 'Close',
    cancel: 'Cancel',
  },
  auth: {
    signIn: 'Sign in',
    signOut: 'Sign out',
  },
  nav: {
    label: 'Main navigation',
    open: 'Open navigation',
    assessments: 'Assessments',
  },
  locale: {
    switch: 'Language: {{language}}',
  },
  roles: {
    ADMIN: 'Administrator',
    USER: 'Family member',
    AGENCY: 'Agency',
    AGENCY_AGENT: 'Agency agent',
    PROVIDER: 'Homecare provider',
    PARTNER: 'Partner',
    PARTNER_AGENT: 'Partner agent',
    CAREGIVER: 'Caregiver',
  },
  welcome: 'Welcome, {{name}}',
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
  errors: {
    network: 'Network Error',
    aborted: 'Request aborted',
    timeout: 'timeout exceeded',
    status: 'Request failed with status code {{status}}',
    sessionExpired: 'Your session has expired. Reloading the page…',
    unexpected: 'Something went wrong',
    reloadHint: 'Reloading the page usually fixes this.',
    support: 'If this keeps happening, contact <mail>{{email}}</mail>.',
    noAccess: 'Your role does not give you access to this page.',
    codes: {
      illegal_transition: 'This action is not possible from the assessment’s current status.',
      visit_not_in_future: 'The visit time must be in the future.',
      visit_unchanged: 'The assessment is already scheduled for that time.',
      assessment_creation_forbidden: 'Your role cannot create assessments.',
      assessment_not_found: 'This assessment does not exist.',
    },
  },
};
