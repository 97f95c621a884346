// `@beurs/domain/money`: exact decimals and the cent rules, usable without the contract or zod.
export { Decimal, DecimalError } from '../money/decimal';
export type { DecimalInput, RoundingMode } from '../money/decimal';
export { DECIMAL_TEXT_LIMITS, DECIMAL_TEXT_PROBLEMS, checkDecimalText, isDecimalText, decimalTextMessage } from '../money/decimal-text';
export type { DecimalTextLimits, DecimalTextProblem, DecimalTextCheck } from '../money/decimal-text';
export { toMoney, formatMoneyAmount, sumMoney } from '../money/money';
export { formatDecimal } from '../money/format-decimal';
export type { FormatDecimalOptions } from '../money/format-decimal';
