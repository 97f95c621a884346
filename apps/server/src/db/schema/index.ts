export * from './accounts-schema';
export * from './market-schema';
export * from './two-factor-schema';
