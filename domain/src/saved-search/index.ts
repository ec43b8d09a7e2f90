export * from './commands';
export * from './decider';
export * from './events';
export * from './owner';
export * from './record';
export * from './requests';
export * from './saved-search-policy';
export * from './state';
