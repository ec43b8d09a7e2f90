export * from './events';
export * from './commands';
export * from './state';
export * from './errors';
export * from './decider';
export * from './record';
export * from './anchor-policy';
