import { describe, expect, it } from 'vitest';
import { groupToast, type ToastGroups, type ToastNews } from './toast-groups';

const WINDOW = 5000;

/** Feeds the news one after the other, as the pushes bring them; returns the toaster's changes. */
function feed(news: ToastNews[]) {
  let groups: ToastGroups = {};
  return news.map((item) => {
    const result = groupToast(groups, item, WINDOW);
    groups = result.groups;
    return result.change;
  });
}

const alert = (key: string, at: number): ToastNews => ({ kind: 'alert', key, message: `${key} reached 61000.40`, at });

describe('grouping toasts of one kind', () => {
  it('three alerts in a burst are one toast that counts them and quotes the latest', () => {
    const changes = feed([alert('BTCUSD', 0), alert('ETHUSD', 1000), alert('EURUSD', 2000)]);
    expect(changes.map((change) => change?.show.message)).toEqual([
      'BTCUSD reached 61000.40',
      '2 alerts triggered. Latest: ETHUSD reached 61000.40',
      '3 alerts triggered. Latest: EURUSD reached 61000.40',
    ]);
    // Each count replaces the toast before it, so one toast stands for the burst.
    expect(changes[1]?.dismiss).toBe(changes[0]?.show.id);
    expect(changes[2]?.dismiss).toBe(changes[1]?.show.id);
    expect(changes[2]?.show.count).toBe(3);
  });

  it('news after the group’s toast has gone starts a new group', () => {
    const changes = feed([alert('BTCUSD', 0), alert('ETHUSD', 1000), alert('EURUSD', 1000 + WINDOW)]);
    expect(changes[2]).toEqual({ show: { id: expect.any(String), message: 'EURUSD reached 61000.40', count: 1 }, dismiss: null });
  });

  it('each kind has its own group: two fills and a stop-loss are two toasts', () => {
    const changes = feed([
      { kind: 'filled', key: 'o1', message: 'limit buy 1.00 AAPL filled at 239.98', at: 0 },
      { kind: 'stop_loss', key: 'o2', message: 'Stop-loss hit: buy 0.10 EURUSD closed at 1.07990', at: 10 },
      { kind: 'filled', key: 'o3', message: 'limit sell 0.50 SAP filled at 201.00', at: 20 },
    ]);
    expect(changes.map((change) => change?.show.message)).toEqual([
      'limit buy 1.00 AAPL filled at 239.98',
      'Stop-loss hit: buy 0.10 EURUSD closed at 1.07990',
      '2 orders filled. Latest: limit sell 0.50 SAP filled at 201.00',
    ]);
    expect(changes[1]?.dismiss).toBeNull();
    expect(changes[2]?.dismiss).toBe(changes[0]?.show.id);
  });

  it('the same news heard twice (a reconnect) counts once', () => {
    const changes = feed([alert('BTCUSD', 0), alert('BTCUSD', 500), alert('ETHUSD', 900)]);
    expect(changes[1]).toBeNull();
    expect(changes[2]?.show.message).toBe('2 alerts triggered. Latest: ETHUSD reached 61000.40');
  });
});
