import 'i18next';
import type assessments from './resources/en-US/assessments';
import type auth from './resources/en-US/auth';
import type common from './resources/en-US/common';
import type landing from './resources/en-US/landing';
import type patients from './resources/en-US/patients';
import type postings from './resources/en-US/postings';
import type dashboard from './resources/en-US/dashboard';
import type reports from './resources/en-US/reports';
import type analytics from './resources/en-US/analytics';
import type referrals from './resources/en-US/referrals';
import type hubs from './resources/en-US/hubs';
import type notes from './resources/en-US/notes';
import type medications from './resources/en-US/medications';
import type caregivers from './resources/en-US/caregivers';
import type agencies from './resources/en-US/agencies';
import type audit from './resources/en-US/audit';
import type users from './resources/en-US/users';
import type billing from './resources/en-US/billing';
import type hostLeads from './resources/en-US/hostLeads';
import type projections from './resources/en-US/projections';
import type apiKeys from './resources/en-US/apiKeys';
import type webhooks from './resources/en-US/webhooks';
import type day from './resources/en-US/day';
import type tasks from './resources/en-US/tasks';
import type jobs from './resources/en-US/jobs';
import type reminders from './resources/en-US/reminders';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: { common: typeof common; landing: typeof landing; auth: typeof auth; assessments: typeof assessments; patients: typeof patients; postings: typeof postings; dashboard: typeof dashboard; reports: typeof reports; analytics: typeof analytics; referrals: typeof referrals; hubs: typeof hubs; notes: typeof notes; audit: typeof audit; users: typeof users; medications: typeof medications; caregivers: typeof caregivers; agencies: typeof agencies; hostLeads: typeof hostLeads; billing: typeof billing; projections: typeof projections; day: typeof day; tasks: typeof tasks; jobs: typeof jobs; reminders: typeof reminders; apiKeys: typeof apiKeys; webhooks: typeof webhooks };
  }
}
