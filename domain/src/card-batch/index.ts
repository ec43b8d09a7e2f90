export * from './actions';
export * from './commands';
export * from './decider';
export * from './effective-payment-state';
export * from './errors';
export * from './events';
export * from './record';
export * from './state';
