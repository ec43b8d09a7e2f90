export { requestArbitrary } from './request-arbitrary';
export { assessment, metadata, unrelated, type GivenEvent } from './assessment-events';
export { readRows } from './projection-spec';
export { patient } from './patient-examples';
export { posting } from './posting-examples';
export { referral } from './referral-examples';
export { note } from './note-examples';
export { caregiver } from './caregiver-examples';
