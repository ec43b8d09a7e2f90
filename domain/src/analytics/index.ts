export * from './activities';
export * from './measures';
export * from './question';
export * from './answers';
