import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequireAccess, RequireAuth, type Resource } from './auth';
import { DEFAULT_SEGMENT } from './i18n';
import { AdminHostLeadsRedirect } from './host-lead/AdminRedirect';
import { LocaleLayout } from './layout/LocaleLayout';
import { NotFound } from './layout/NotFound';
import { PublicLayout } from './layout/PublicLayout';

// Every screen is its own chunk: the landing page does not pay for the grid or the signed-in frame.
const Landing = lazy(() => import('./landing/Landing'));
const LoginPage = lazy(() => import('./auth/LoginPage'));
const SignedInArea = lazy(() => import('./layout/SignedInArea'));
const SignedInHome = lazy(() => import('./layout/SignedInArea').then((module) => ({ default: module.SignedInHome })));
const AssessmentList = lazy(() => import('./assessment/List'));
const AssessmentShow = lazy(() => import('./assessment/Show'));
const PatientList = lazy(() => import('./patient/List'));
const PatientShow = lazy(() => import('./patient/Show'));
const PostingList = lazy(() => import('./posting/List'));
const PostingShow = lazy(() => import('./posting/Show'));
const ReferralList = lazy(() => import('./referral/List'));
const ReferralShow = lazy(() => import('./referral/Show'));
const HubList = lazy(() => import('./hub/List'));
const HubShow = lazy(() => import('./hub/Show'));
const HubNoteShow = lazy(() => import('./hub/NoteShow'));
const CaregiverList = lazy(() => import('./caregiver/List'));
const CaregiverShow = lazy(() => import('./caregiver/Show'));
const AgencyList = lazy(() => import('./agency/List'));
const AgencyShow = lazy(() => import('./agency/Show'));
const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const Reports = lazy(() => import('./report/Reports'));
const Analytics = lazy(() => import('./analytics/Analytics'));
const NoteList = lazy(() => import('./note/List'));
const NoteShow = lazy(() => import('./note/Show'));
const AuditLog = lazy(() => import('./audit/List'));
const StreamHistory = lazy(() => import('./audit/StreamHistory'));
const IntegrityScreen = lazy(() => import('./audit/Integrity'));
const UserList = lazy(() => import('./user/List'));
const HostLeadList = lazy(() => import('./host-lead/List'));
const Billing = lazy(() => import('./billing/Billing'));
const ReadModels = lazy(() => import('./projection/ReadModels'));
const Day = lazy(() => import('./day/Day'));
const TaskList = lazy(() => import('./task/List'));
const ApiKeys = lazy(() => import('./api-key/ApiKeys'));
const WebhookSettings = lazy(() => import('./webhook/WebhookSettings'));
const SearchProfile = lazy(() => import('./landing/Profile'));

/** A record's list at `/<resource>` and its detail at `/<resource>/:id`, both only for the roles that may read it. */
const recordScreens = (resource: Resource, List: ComponentType, Show: ComponentType): RouteObject => ({
  path: resource,
  children: [
    { index: true, element: <RequireAccess resource={resource}><List /></RequireAccess> },
    { path: ':id', element: <RequireAccess resource={resource}><Show /></RequireAccess> },
  ],
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={`/${DEFAULT_SEGMENT}`} replace /> },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <Landing /> },
          { path: 'login', element: <LoginPage /> },
          // DESIGN.md section 7: the path names the place to search around.
          { path: 'locations/:place', element: <Landing /> },
          // A result's public profile, by the search it came from (landing/profilePaths.ts).
          { path: 'agencies/:id', element: <SearchProfile kind="homecare" /> },
          { path: 'homes/:id', element: <SearchProfile kind="shared-living" /> },
          { path: 'day-programs/:id', element: <SearchProfile kind="day-program" /> },
        ],
      },
    ],
  },
  {
    path: '/user/:locale',
    element: <LocaleLayout />,
    children: [
      {
        element: (
          <RequireAuth>
            <SignedInArea />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <SignedInHome /> },
          { path: 'day', element: <RequireAccess resource="day"><Day /></RequireAccess> },
          recordScreens('assessments', AssessmentList, AssessmentShow),
          recordScreens('patients', PatientList, PatientShow),
          recordScreens('postings', PostingList, PostingShow),
          recordScreens('referrals', ReferralList, ReferralShow),
          recordScreens('hubs', HubList, HubShow),
          { path: 'hubs/:hubId/notes/:id', element: <RequireAccess resource="hubs"><HubNoteShow /></RequireAccess> },
          recordScreens('caregivers', CaregiverList, CaregiverShow),
          recordScreens('agencies', AgencyList, AgencyShow),
          recordScreens('notes', NoteList, NoteShow),
          { path: 'dashboard', element: <RequireAccess resource="dashboard"><Dashboard /></RequireAccess> },
          { path: 'reports', element: <RequireAccess resource="reports"><Reports /></RequireAccess> },
          { path: 'analytics', element: <RequireAccess resource="analytics"><Analytics /></RequireAccess> },
          { path: 'audit', element: <RequireAccess resource="audit"><AuditLog /></RequireAccess> },
          { path: 'audit/streams/:stream', element: <RequireAccess resource="audit"><StreamHistory /></RequireAccess> },
          { path: 'audit/integrity', element: <RequireAccess resource="audit"><IntegrityScreen /></RequireAccess> },
          { path: 'users', element: <RequireAccess resource="users"><UserList /></RequireAccess> },
          // One route with an optional id: the open lead is a drawer over the same grid, which stays mounted.
          { path: 'host-leads/:id?', element: <RequireAccess resource="hostLeads"><HostLeadList /></RequireAccess> },
          // Its tabs and the subscription detail are the screen's own routes.
          { path: 'billing/*', element: <RequireAccess resource="billing"><Billing /></RequireAccess> },
          { path: 'read-models', element: <RequireAccess resource="readModels"><ReadModels /></RequireAccess> },
          { path: 'tasks', element: <RequireAccess resource="tasks"><TaskList /></RequireAccess> },
          { path: 'settings/integrations', element: <RequireAccess resource="apiKeys"><ApiKeys /></RequireAccess> },
          // The list and each subscription's delivery log are the screen's own routes.
          { path: 'settings/webhooks/*', element: <RequireAccess resource="webhooks"><WebhookSettings /></RequireAccess> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  // The admin listing's own path (SPEC.md section 7): see AdminHostLeadsRedirect.
  { path: '/admin/shared-living/host-leads', element: <AdminHostLeadsRedirect /> },
  { path: '*', element: <NotFound /> },
];

// Declarative routing (no loaders, actions or fetchers here): the data router would add half of
// react-router to every first screen. RouteErrorBoundary (App.tsx) stands in for errorElement.
export function AppRoutes() {
  return useRoutes(routes);
}
