export * from './actor';
export * from './assessment-policy';
export * from './can';
export * from './operations-policy';
