export * from './actions';
export * from './commands';
export * from './decider';
export * from './errors';
export * from './events';
export * from './state';
export * from './validation';
export * from './request-schemas';
