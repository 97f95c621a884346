export { MESSAGES, FROZEN_ACCOUNT_TEMPLATE, frozenAccountMessage, ERROR_CODES } from './messages';
export type { MessageKey, ErrorCode } from './messages';
