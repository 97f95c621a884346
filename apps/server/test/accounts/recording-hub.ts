import { silentRealtimeHub, type RealtimeHub } from '../../src/notifications/realtime-hub';

/** A realtime hub that remembers whom (users) and what (sessions) it was asked to disconnect. */
export interface RecordingHub extends RealtimeHub {
  disconnected: string[];
  disconnectedSessions: string[];
}

export function createRecordingHub(): RecordingHub {
  const disconnected: string[] = [];
  const disconnectedSessions: string[] = [];
  return {
    ...silentRealtimeHub,
    disconnected,
    disconnectedSessions,
    disconnectSession: (sessionId) => {
      disconnectedSessions.push(sessionId);
    },
    disconnectUser: (userId) => {
      disconnected.push(userId);
    },
  };
}
