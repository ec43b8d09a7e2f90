export * from './requests';
export * from './answers';
export * from './export-policy';
