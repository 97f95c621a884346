export { createRealtimeClient } from './realtime-client';
export type {
  RealtimeApiKeyOptions,
  RealtimeClient,
  RealtimeClientOptions,
  RealtimeSocketOptions,
  RealtimeSessionEndReason,
} from './realtime-client';
export { REALTIME_STATES } from './realtime-state';
export type { RealtimeState } from './realtime-state';
export { ACCOUNT_STREAM_STATUSES } from './account-stream-state';
export type { AccountStreamState, AccountStreamStatus } from './account-stream-state';
