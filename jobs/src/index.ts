export * from './projection-rebuilds/projection-rebuilds';
