import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`: stepping through dates with the arrow
 * keys asks the server once, for the date the person stops at.
 */
export function useDebouncedValue<TValue>(value: TValue, delayMs: number): TValue {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
