export { createRealtimeClient } from './realtime-client';
export type { RealtimeClient, RealtimeClientOptions, RealtimeSocketOptions, RealtimeSessionEndReason } from './realtime-client';
export { REALTIME_STATES } from './realtime-state';
export type { RealtimeState } from './realtime-state';
