export * from './accounts-schema';
export * from './market-schema';
export * from './two-factor-schema';
export * from './workspace-schema';
export * from './password-reset-schema';
export * from './trading-api-schema';
