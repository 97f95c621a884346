/**
 * What a bench measured, in one shape for every bench: a figure per round for the baseline and
 * the subject (measured alternately in the same run), its unit, and the budget it is held to.
 * Each bench prints its rows as a table and as one `BENCH_RESULTS` JSON line, which `all.ts`
 * (`pnpm bench`) collects into one table.
 */
export interface BenchResult {
  measure: string;
  /** One figure per round; empty when the measure has no baseline of its own. */
  baseline: number[];
  subject: number[];
  unit: string;
  /** The ratio is subject ÷ baseline, round by round; each budget holds the median over the rounds. No budget: none set for this measure. */
  budget: { ratioAtLeast?: number; ratioAtMost?: number; subjectAtMost?: number; subjectAtLeast?: number };
}

/** The marker of the machine-readable line. */
export const RESULTS_MARKER = 'BENCH_RESULTS ';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function figure(value: number): string {
  const magnitude = Math.abs(value);
  return magnitude >= 100 ? value.toFixed(0) : magnitude >= 1 ? value.toFixed(1) : value.toFixed(3);
}

/** `median [min–max]` of some figures, or `–` for none. */
export function summary(values: readonly number[], unit = ''): string {
  if (values.length === 0) return '–';
  const suffix = unit ? ` ${unit}` : '';
  if (values.length === 1) return `${figure(values[0] as number)}${suffix}`;
  return `${figure(median(values))}${suffix} [${figure(Math.min(...values))}–${figure(Math.max(...values))}]`;
}

/** The round-by-round ratios of subject to baseline. */
export function ratios(result: BenchResult): number[] {
  return result.baseline.length === result.subject.length
    ? result.subject.map((value, index) => value / (result.baseline[index] as number))
    : [];
}

function budgetText({ budget }: BenchResult): string {
  if (budget.ratioAtLeast !== undefined) return `≥ ${budget.ratioAtLeast}×`;
  if (budget.ratioAtMost !== undefined) return `≤ ${budget.ratioAtMost}×`;
  if (budget.subjectAtMost !== undefined) return `≤ ${budget.subjectAtMost}`;
  if (budget.subjectAtLeast !== undefined) return `≥ ${budget.subjectAtLeast}`;
  return '–';
}

/** Whether the median ratio (or the subject's median) is within the budget; null when there is none. */
export function withinBudget(result: BenchResult): boolean | null {
  const { budget } = result;
  if (Object.values(budget).every((limit) => limit === undefined)) return null;
  const ratio = median(ratios(result));
  if (budget.ratioAtLeast !== undefined && !(ratio >= budget.ratioAtLeast)) return false;
  if (budget.ratioAtMost !== undefined && !(ratio <= budget.ratioAtMost)) return false;
  if (budget.subjectAtMost !== undefined && !(median(result.subject) <= budget.subjectAtMost)) return false;
  if (budget.subjectAtLeast !== undefined && !(median(result.subject) >= budget.subjectAtLeast)) return false;
  return true;
}

const VERDICTS = { true: 'yes', false: 'no', null: '–' } as const;

/** The rows as a Markdown table. */
export function resultsTable(results: readonly BenchResult[]): string {
  const lines = ['| measure | baseline | Beurs | ratio | budget | met |', '|---|---|---|---|---|---|'];
  for (const result of results) {
    const ratio = ratios(result);
    lines.push(
      `| ${result.measure} | ${summary(result.baseline, result.unit)} | ${summary(result.subject, result.unit)} | ${ratio.length > 0 ? `${summary(ratio)}×` : '–'} | ${budgetText(result)} | ${VERDICTS[`${withinBudget(result)}`]} |`,
    );
  }
  return lines.join('\n');
}

/** Prints the table and the machine-readable line. */
export function printResults(results: readonly BenchResult[]): void {
  console.log(resultsTable(results));
  console.log(`${RESULTS_MARKER}${JSON.stringify(results)}`);
}
