import type { TradingHours } from '@beurs/domain';

const DAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function dayRange(days: readonly number[]): string {
  if (days.length === 7) return 'Every day';
  const sorted = [...days].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const consecutive = first !== undefined && last !== undefined && last - first === sorted.length - 1;
  if (consecutive && sorted.length > 2) return `${DAY_NAMES[first]}–${DAY_NAMES[last]}`;
  return sorted.map((day) => DAY_NAMES[day]).join(', ');
}

/** Trading hours as a person reads them: "Mon–Fri 09:30–16:00 (America/New_York)". */
export function tradingHoursText(hours: TradingHours): string {
  if (hours.sessions.length === 0) return 'No trading sessions';
  return `${hours.sessions.map((session) => `${dayRange(session.days)} ${session.open}–${session.close}`).join('; ')} (${hours.timezone})`;
}
