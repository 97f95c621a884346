import { silentRealtimeHub, type RealtimeHub } from '../../src/realtime/realtime-hub';

/** A realtime hub that remembers whom it was asked to disconnect. */
export interface RecordingHub extends RealtimeHub {
  disconnected: string[];
}

export function createRecordingHub(): RecordingHub {
  const disconnected: string[] = [];
  return {
    ...silentRealtimeHub,
    disconnected,
    disconnectUser: (userId) => {
      disconnected.push(userId);
    },
  };
}
