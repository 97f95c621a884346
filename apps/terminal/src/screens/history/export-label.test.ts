import { describe, expect, it } from 'vitest';
import { exportCsvLabel } from './export-label';

describe('exportCsvLabel', () => {
  it('says "1 row" for one row, not "1 rows"', () => {
    expect(exportCsvLabel(1)).toBe('Export CSV (1 row)');
  });

  it('counts none and several in the plural', () => {
    expect(exportCsvLabel(0)).toBe('Export CSV (0 rows)');
    expect(exportCsvLabel(3)).toBe('Export CSV (3 rows)');
  });
});
