export { requestArbitrary } from './request-arbitrary';
export { assessment, metadata, unrelated, type GivenEvent } from './assessment-events';
export { readRows } from './projection-spec';
export { patient } from './patient-examples';
