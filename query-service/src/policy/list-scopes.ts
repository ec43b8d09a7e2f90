export { assessmentScope } from '../assessment/assessment-scope';
export { billingScope } from '../billing/billing-scope';
export { caregiverScope } from '../caregiver/caregiver-scope';
export { Bindings, hubNoteReadable, patientNoteReadable } from '../note/note-scope';
export { patientScope } from '../patient/patient-scope';
export { postingScope } from '../posting/posting-scope';
export { hubScope } from '../shared-living/hub-scope';
export { referralScope } from '../shared-living/referral-scope';
export { loginScope } from '../user/login-scope';
