export * from './answers';
export * from './requests';
export * from './integrity-policy';
