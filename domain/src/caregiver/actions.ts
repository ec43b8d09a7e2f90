import { caregiverStatusActions } from './status-actions';

/** The actions on an existing record, as they appear in URLs and as policy verbs (no schema here, so a client importing them stays small). */
export const caregiverActions = [
  'update-profile',
  'change-profession',
  ...caregiverStatusActions,
  'add-service',
  'change-competency',
  'remove-service',
  'add-certification',
  'remove-certification',
] as const;
export type CaregiverAction = (typeof caregiverActions)[number];
