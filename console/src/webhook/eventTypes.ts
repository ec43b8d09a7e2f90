import {
  allAssessmentEventTypes,
  caregiverEventTypes,
  hubEventTypes,
  medicationEventTypes,
  medicationOrderEventTypes,
  noteEventTypes,
  patientEventTypes,
  postingEventTypes,
  referralEventTypes,
  taskEventTypes,
} from '@careledger/domain';

/**
 * The event types offered to a subscription: those of the care records an organisation reads. The
 * server takes any event type name (as the feed's `types` does) and delivers only the events the
 * owner may read, so a name outside these lists would be accepted and never heard: it is not offered.
 */
export const subscribableEventTypes: readonly string[] = [
  ...patientEventTypes,
  ...allAssessmentEventTypes,
  ...postingEventTypes,
  ...referralEventTypes,
  ...noteEventTypes,
  ...taskEventTypes,
  ...medicationEventTypes,
  ...medicationOrderEventTypes,
  ...caregiverEventTypes,
  ...hubEventTypes,
];
