export * from './shared/event';
export * from './shared/command';
export * from './shared/domain-error';
export * from './shared/decider';
export * from './catalog/roles';
export * from './catalog/index';
