export * from './actor';
export * from './assessment-policy';
export * from './can';
