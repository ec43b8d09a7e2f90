export * from './actions';
export * from './commands';
export * from './decider';
export * from './errors';
export * from './events';
export * from './record';
export * from './state';
export * from './answers';
