export * from './accounts-schema';
export * from './market-schema';
