/**
 * How many instruments a list holds, as the lists dialog says it: "No instruments",
 * "1 instrument", "3 instruments".
 */
export function instrumentCount(count: number): string {
  if (count === 0) return 'No instruments';
  return count === 1 ? '1 instrument' : `${count} instruments`;
}
