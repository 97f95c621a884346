import { indicatorDefinition, type ChartIndicator, type IndicatorParam } from '../chart-indicators';

/** A typed parameter: its value, or what is wrong with it in words a trader can act on. */
export type ParamCheck = { ok: true; value: number } | { ok: false; message: string };

/** Reads a parameter as typed: a whole number within the parameter's range. */
export function checkParam(param: IndicatorParam, text: string): ParamCheck {
  const trimmed = text.trim();
  const range = `a whole number from ${param.min} to ${param.max}`;
  if (trimmed === '') return { ok: false, message: `Enter the ${param.label.toLowerCase()}: ${range}.` };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: `${param.label} must be ${range}.` };
  const value = Number(trimmed);
  if (value < param.min || value > param.max) return { ok: false, message: `${param.label} must be ${range}.` };
  return { ok: true, value };
}

/**
 * What is wrong with an indicator's parameters taken together, or null; the message is worded
 * for the parameter just `edited`. MACD's fast average must be shorter than its slow one, or it
 * measures nothing.
 */
export function checkParams(id: ChartIndicator, params: Readonly<Record<string, number>>, edited = 'shortPeriod'): string | null {
  if (id === 'macd') {
    const fast = params.shortPeriod;
    const slow = params.longPeriod;
    if (fast !== undefined && slow !== undefined && fast >= slow) {
      return edited === 'longPeriod'
        ? `The slow period must be longer than the fast period (${fast}).`
        : `The fast period must be shorter than the slow period (${slow}).`;
    }
  }
  return null;
}

/** Whether stored parameters are all whole numbers in range and consistent: anything else is not drawn. */
export function areValidParams(id: ChartIndicator, params: Readonly<Record<string, number>>): boolean {
  const ranged = indicatorDefinition(id).params.every((param) => {
    const value = params[param.key];
    return value !== undefined && Number.isInteger(value) && value >= param.min && value <= param.max;
  });
  return ranged && checkParams(id, params) === null;
}
