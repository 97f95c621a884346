import { afterEach, describe, expect, it } from 'vitest';
import type { AlertTriggered } from '@beurs/domain';
import { usePreferences } from '../preferences/preferences-store';
import { announceAlert, type AlertFeedbackOutputs } from './alert-feedback';

const fired: AlertTriggered = {
  alert: {
    id: '00000000-0000-4000-8000-00000000a1e7',
    instrument_id: 'BTCUSD',
    condition: 'above',
    price: '61000.00',
    note: 'take profit by hand',
    status: 'triggered',
    created_at: '2026-11-27T10:00:00.000Z',
    triggered_at: '2026-11-27T10:05:00.000Z',
    triggered_price: '61000.40',
  },
  message: 'BTCUSD reached 61000.40 (alert: bid above 61000.00). take profit by hand',
};

/** Outputs that write down what they were asked to do. */
function recordingOutputs(): { outputs: AlertFeedbackOutputs; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    outputs: {
      toast: (news) => calls.push(`toast ${news.kind} ${news.key}: ${news.message}`),
      sound: () => calls.push('sound'),
      browser: (title, body, tag) => calls.push(`browser ${tag} ${title}: ${body}`),
    },
  };
}

describe('announceAlert', () => {
  afterEach(() => usePreferences.setState({ sound: false, browserNotifications: false }));

  it('shows only the toast, keyed by the alert, while sound and notifications are off', () => {
    const { outputs, calls } = recordingOutputs();
    announceAlert(fired, outputs);
    expect(calls).toEqual([`toast alert ${fired.alert.id}: ${fired.message}`]);
  });

  it('also beeps and notifies the browser once the trader turned them on, as for fills', () => {
    usePreferences.setState({ sound: true, browserNotifications: true });
    const { outputs, calls } = recordingOutputs();
    announceAlert(fired, outputs);
    expect(calls).toEqual([
      `toast alert ${fired.alert.id}: ${fired.message}`,
      'sound',
      `browser beurs-alert-${fired.alert.id} Price alert: BTCUSD: ${fired.message}`,
    ]);
  });
});
