export * from './projection-rebuilds';
