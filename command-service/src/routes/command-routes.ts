import {
  agencyRecord,
  analyticsQuestionRecord,
  anchorRecord,
  apiKeyCreatedAnswer,
  apiKeyRecord,
  assessmentRecord,
  cardBatchRecord,
  caregiverRecord,
  clusterRecord,
  hostLeadRecord,
  hubNoteRecord,
  hubRecord,
  medicationRecord,
  medicationOrderRecord,
  patientNoteRecord,
  patientRecord,
  paymentRecord,
  postingRecord,
  productRecord,
  referralRecord,
  reminderRecord,
  savedSearchRecord,
  subscriptionRecord,
  taskRecord,
  taxRateRecord,
  userRecord,
  webhookRecord,
  webhookSecretIssuedAnswer,
  type AnyRecordType,
} from '@careledger/domain';
import type { z } from 'zod';

/** One command route: every one is served by the command pipeline (`pipeline/command-pipeline.handler.ts`). */
export interface CommandRoute {
  readonly method: 'POST' | 'PUT';
  /** Under /api. `:id` is the record's id, or with `parentField` its parent's, which fills that field of the body. */
  readonly path: string;
  readonly recordType: AnyRecordType;
  /** `create`, or an action the record type declares. */
  readonly action: string;
  readonly parentField?: string;
  /** Account answers carry a password once: they are never kept for an Idempotency-Key replay. */
  readonly replayable?: false;
  /** Served by a controller of its own, which still dispatches to the pipeline (the saved-search cookie, saved analytics questions). */
  readonly ownController?: true;
  /** What it answers, where that is more than the accepted command (a key or a secret answered once). */
  readonly answer?: z.ZodType;
}

const post = (path: string, recordType: AnyRecordType, action: string, options: Partial<CommandRoute> = {}): CommandRoute => ({ method: 'POST', path, recordType, action, ...options });
const account = { replayable: false } as const;
const ownQuestions = { ownController: true } as const;
const secretOnce = { replayable: false } as const;
/** A subscription's creation and a rotation: the accepted command and the new secret, answered this once. */

/**
 * Every command the HTTP API takes, one line each: search here for a path (`referrals/:id/hold`)
 * to find the record and action behind it. The controllers, the OpenAPI document and the
 * route-coverage test are made from this table.
 */
export const commandRoutes: readonly CommandRoute[] = [
  // assessments
  post('assessments', assessmentRecord, 'create'),
  post('assessments/:id/request', assessmentRecord, 'request'),
  post('assessments/:id/pend', assessmentRecord, 'pend'),
  post('assessments/:id/schedule', assessmentRecord, 'schedule'),
  post('assessments/:id/reschedule', assessmentRecord, 'reschedule'),
  post('assessments/:id/approve', assessmentRecord, 'approve'),
  post('assessments/:id/activate', assessmentRecord, 'activate'),
  post('assessments/:id/complete', assessmentRecord, 'complete'),
  post('assessments/:id/cancel', assessmentRecord, 'cancel'),
  post('assessments/:id/add-shift', assessmentRecord, 'add-shift'),
  post('assessments/:id/change-shift', assessmentRecord, 'change-shift'),
  post('assessments/:id/cancel-shift', assessmentRecord, 'cancel-shift'),
  post('assessments/:id/answer-survey', assessmentRecord, 'answer-survey'),
  // patients
  post('patients', patientRecord, 'create'),
  post('patients/:id/assign-agency', patientRecord, 'assign-agency'),
  post('patients/:id/assign-caregiver', patientRecord, 'assign-caregiver'),
  post('patients/:id/unassign-caregiver', patientRecord, 'unassign-caregiver'),
  post('patients/:id/update-demographics', patientRecord, 'update-demographics'),
  post('patients/:id/set-ambulatory-level', patientRecord, 'set-ambulatory-level'),
  post('patients/:id/set-assistance-levels', patientRecord, 'set-assistance-levels'),
  post('patients/:id/set-diagnoses', patientRecord, 'set-diagnoses'),
  post('patients/:id/set-languages', patientRecord, 'set-languages'),
  post('patients/:id/set-payer', patientRecord, 'set-payer'),
  post('patients/:id/assign-coordinator', patientRecord, 'assign-coordinator'),
  post('patients/:id/add-allergy', patientRecord, 'add-allergy'),
  post('patients/:id/update-allergy', patientRecord, 'update-allergy'),
  post('patients/:id/remove-allergy', patientRecord, 'remove-allergy'),
  post('patients/:id/add-contact', patientRecord, 'add-contact'),
  post('patients/:id/update-contact', patientRecord, 'update-contact'),
  post('patients/:id/remove-contact', patientRecord, 'remove-contact'),
  // medication administrations
  post('medication-administrations', medicationRecord, 'create'),
  post('patients/:id/medication-administrations', medicationRecord, 'create', { parentField: 'patientId' }),
  post('medication-administrations/:id/correct', medicationRecord, 'correct'),
  post('medication-administrations/:id/void', medicationRecord, 'void'),
  // medication orders
  post('medication-orders', medicationOrderRecord, 'create'),
  post('patients/:id/medication-orders', medicationOrderRecord, 'create', { parentField: 'patientId' }),
  post('medication-orders/:id/change', medicationOrderRecord, 'change'),
  post('medication-orders/:id/discontinue', medicationOrderRecord, 'discontinue'),
  // tasks
  post('tasks', taskRecord, 'create'),
  post('tasks/:id/complete', taskRecord, 'complete'),
  post('tasks/:id/mark-not-required', taskRecord, 'mark-not-required'),
  post('tasks/:id/reopen', taskRecord, 'reopen'),
  post('tasks/:id/reschedule', taskRecord, 'reschedule'),
  post('tasks/:id/assign', taskRecord, 'assign'),
  // notes
  post('notes', patientNoteRecord, 'create'),
  post('notes/:id/edit-draft', patientNoteRecord, 'edit-draft'),
  post('notes/:id/publish', patientNoteRecord, 'publish'),
  post('notes/:id/discard', patientNoteRecord, 'discard'),
  post('notes/:id/append', patientNoteRecord, 'append'),
  post('notes/:id/insert', patientNoteRecord, 'insert'),
  post('notes/:id/strike', patientNoteRecord, 'strike'),
  post('notes/:id/privacy', patientNoteRecord, 'privacy'),
  post('notes/:id/fields', patientNoteRecord, 'fields'),
  post('notes/:id/log', patientNoteRecord, 'log'),
  // hub notes
  post('hub/notes', hubNoteRecord, 'create'),
  post('hub/notes/:id/edit-draft', hubNoteRecord, 'edit-draft'),
  post('hub/notes/:id/publish', hubNoteRecord, 'publish'),
  post('hub/notes/:id/discard', hubNoteRecord, 'discard'),
  post('hub/notes/:id/append', hubNoteRecord, 'append'),
  post('hub/notes/:id/insert', hubNoteRecord, 'insert'),
  post('hub/notes/:id/strike', hubNoteRecord, 'strike'),
  post('hub/notes/:id/privacy', hubNoteRecord, 'privacy'),
  post('hub/notes/:id/fields', hubNoteRecord, 'fields'),
  post('hub/notes/:id/log', hubNoteRecord, 'log'),
  // postings
  post('postings', postingRecord, 'create'),
  post('postings/:id/publish', postingRecord, 'publish'),
  post('postings/:id/hold', postingRecord, 'hold'),
  post('postings/:id/unhold', postingRecord, 'unhold'),
  post('postings/:id/extend', postingRecord, 'extend'),
  post('postings/:id/invite-agency', postingRecord, 'invite-agency'),
  post('postings/:id/invite-caregiver', postingRecord, 'invite-caregiver'),
  post('postings/:id/apply', postingRecord, 'apply'),
  post('postings/:id/assign', postingRecord, 'assign'),
  post('postings/:id/fill', postingRecord, 'fill'),
  post('postings/:id/close', postingRecord, 'close'),
  // referrals
  post('referrals', referralRecord, 'create'),
  post('referrals/:id/hold', referralRecord, 'hold'),
  post('referrals/:id/unhold', referralRecord, 'unhold'),
  post('referrals/:id/close', referralRecord, 'close'),
  post('referrals/:id/milestones', referralRecord, 'milestones'),
  // shared-living hubs
  post('shared-living-hubs', hubRecord, 'create'),
  post('shared-living-hubs/:id/update', hubRecord, 'update'),
  post('shared-living-hubs/:id/change-capacity', hubRecord, 'change-capacity'),
  post('shared-living-hubs/:id/assign-lead', hubRecord, 'assign-lead'),
  post('shared-living-hubs/:id/deactivate', hubRecord, 'deactivate'),
  post('shared-living-hubs/:id/reactivate', hubRecord, 'reactivate'),
  post('shared-living-hubs/:id/add-event', hubRecord, 'add-event'),
  post('shared-living-hubs/:id/update-event', hubRecord, 'update-event'),
  post('shared-living-hubs/:id/cancel-event', hubRecord, 'cancel-event'),
  // shared-living clusters
  post('shared-living-clusters', clusterRecord, 'create'),
  post('shared-living-clusters/:id/add-hub', clusterRecord, 'add-hub'),
  post('shared-living-clusters/:id/remove-hub', clusterRecord, 'remove-hub'),
  post('shared-living-clusters/:id/rename', clusterRecord, 'rename'),
  // host leads
  post('host-leads', hostLeadRecord, 'create'),
  post('host-leads/:id/qualify', hostLeadRecord, 'qualify'),
  post('host-leads/:id/convert', hostLeadRecord, 'convert'),
  post('host-leads/:id/reject', hostLeadRecord, 'reject'),
  // caregivers
  post('caregivers', caregiverRecord, 'create'),
  post('caregivers/:id/update-profile', caregiverRecord, 'update-profile'),
  post('caregivers/:id/change-profession', caregiverRecord, 'change-profession'),
  post('caregivers/:id/hire', caregiverRecord, 'hire'),
  post('caregivers/:id/decline', caregiverRecord, 'decline'),
  post('caregivers/:id/offboard', caregiverRecord, 'offboard'),
  post('caregivers/:id/rehire', caregiverRecord, 'rehire'),
  post('caregivers/:id/add-service', caregiverRecord, 'add-service'),
  post('caregivers/:id/change-competency', caregiverRecord, 'change-competency'),
  post('caregivers/:id/remove-service', caregiverRecord, 'remove-service'),
  post('caregivers/:id/add-certification', caregiverRecord, 'add-certification'),
  post('caregivers/:id/remove-certification', caregiverRecord, 'remove-certification'),
  // agencys
  post('agencies', agencyRecord, 'create'),
  post('agencies/:id/update-profile', agencyRecord, 'update-profile'),
  post('agencies/:id/set-care-types', agencyRecord, 'set-care-types'),
  post('agencies/:id/change-standing', agencyRecord, 'change-standing'),
  post('agencies/:id/reinstate', agencyRecord, 'reinstate'),
  post('agencies/:id/set-internal', agencyRecord, 'set-internal'),
  // API keys: the key is answered once, so its creation is never replayed
  post('api-keys', apiKeyRecord, 'create', { ...account, answer: apiKeyCreatedAnswer }),
  post('api-keys/:id/revoke', apiKeyRecord, 'revoke'),
  // users
  post('users', userRecord, 'create', account),
  post('users/:id/activate', userRecord, 'activate', account),
  post('users/:id/disable', userRecord, 'disable', account),
  post('users/:id/change-role', userRecord, 'change-role', account),
  post('users/:id/reset-password', userRecord, 'reset-password', account),
  // products
  post('products', productRecord, 'create'),
  post('products/:id/change-price', productRecord, 'change-price'),
  post('products/:id/retire', productRecord, 'retire'),
  // tax rates
  post('tax-rates', taxRateRecord, 'create'),
  post('tax-rates/:id/change', taxRateRecord, 'change'),
  // subscriptions
  post('subscriptions', subscriptionRecord, 'create'),
  post('subscriptions/:id/cancel', subscriptionRecord, 'cancel'),
  // payments
  post('payments', paymentRecord, 'create'),
  post('payments/:id/pay', paymentRecord, 'pay'),
  post('payments/:id/void', paymentRecord, 'void'),
  // card batchs
  post('card-batches', cardBatchRecord, 'create'),
  post('card-batches/:id/settle', cardBatchRecord, 'settle'),
  post('card-batches/:id/void', cardBatchRecord, 'void'),
  // reminders: the scheduler creates them and records their delivery (an administrator's API key may too); their person marks them read
  post('reminders', reminderRecord, 'create'),
  post('reminders/:id/mark-read', reminderRecord, 'mark-read'),
  post('reminders/:id/record-delivery', reminderRecord, 'record-delivery'),
  // the anchor chain: an anchor over what was written since the last one (administrators; the scheduler every hour)
  post('admin/integrity/anchors', anchorRecord, 'create'),
  // saved searches
  { method: 'PUT', path: 'cookie/:target', recordType: savedSearchRecord, action: 'create', ownController: true },
  // saved analytics questions: each owner's list is one stream under their user id; the controller puts the path's question in the body
  post('analytics/questions', analyticsQuestionRecord, 'create', ownQuestions),
  post('analytics/questions/:id/rename', analyticsQuestionRecord, 'rename', ownQuestions),
  post('analytics/questions/:id/pin', analyticsQuestionRecord, 'pin', ownQuestions),
  post('analytics/questions/:id/unpin', analyticsQuestionRecord, 'unpin', ownQuestions),
  post('analytics/questions/:id/delete', analyticsQuestionRecord, 'delete', ownQuestions),
  // webhooks: an organisation's subscriptions; a creation and a rotation answer the secret once, so they are never replayed
  post('webhooks', webhookRecord, 'create', { ...secretOnce, answer: webhookSecretIssuedAnswer }),
  post('webhooks/:id/pause', webhookRecord, 'pause'),
  post('webhooks/:id/resume', webhookRecord, 'resume'),
  post('webhooks/:id/rotate-secret', webhookRecord, 'rotate-secret', { ...secretOnce, answer: webhookSecretIssuedAnswer }),
  post('webhooks/:id/delete', webhookRecord, 'delete'),
];

/** The POST and PUT routes that append no event: sessions and job requests. Nothing else may stand outside the pipeline. */
export const nonCommandRoutes: readonly { method: 'POST'; path: string; why: string }[] = [
  { method: 'POST', path: 'login', why: 'opens a session: a sign-in row and a cookie, no record changes' },
  { method: 'POST', path: 'logout', why: 'closes a session' },
  { method: 'POST', path: 'admin/projections/:name/rebuild', why: 'queues a rebuild of a read model: a job request, not a change to a care record' },
  { method: 'POST', path: 'admin/jobs/:queue/:id/retry', why: 'runs a failed background job again: the job sends its own commands, each once per key' },
  { method: 'POST', path: 'admin/billing-runs', why: 'queues a billing run: a job request; the payments it bills are commands its job sends through the pipeline' },
  { method: 'POST', path: 'admin/integrity/verify', why: 'queues a verification of the hash chains and the anchors: a job that reads the log, not a change to a record' },
  { method: 'POST', path: 'webhooks/:id/deliveries/:position/redeliver', why: 'queues one event to a subscription again: a row of the delivery log and a job, not a change to the subscription' },
  { method: 'POST', path: 'exports', why: 'queues an export of a report: a job that reads the read models into a file, not a change to a care record' },
];
