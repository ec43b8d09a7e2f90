export * from './amounts';
export * from './commands';
export * from './decider';
export * from './errors';
export * from './events';
export * from './record';
export * from './references';
export * from './state';
