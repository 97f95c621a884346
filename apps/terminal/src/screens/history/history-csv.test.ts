import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/fixtures';
import { historyCsv } from './history-csv';
import { sortHistory } from './sort-history';

describe('history CSV', () => {
  it('exports the rows with the exact decimal strings the server sent', () => {
    const order = makeOrder({
      status: 'closed',
      volume: '0.10',
      open_price: '1.08500',
      close_price: '1.08734',
      pnl: '-1234567.89',
      closed_at: '2026-11-22T11:00:00.000Z',
    });
    const lines = historyCsv([order]).split('\r\n');
    expect(lines[0]).toBe(
      'closed_at,instrument,side,type,status,volume,leverage,open_price,close_price,pnl_eur,close_reason,opened_at,order_id,tags,note,open_price_source,close_price_source',
    );
    expect(lines[1]).toBe(
      `2026-11-22T11:00:00.000Z,EURUSD,buy,market,closed,0.10,30,1.08500,1.08734,-1234567.89,,2026-11-22T10:00:00.000Z,${order.id},,,,`,
    );
    expect(lines[2]).toBe('');
  });

  it('ends each row with the journal: the tags, then the note with its line breaks quoted', () => {
    const order = makeOrder({ tags: ['breakout', 'eur'], note: 'Retest, then "the" run\nHeld to TP' });
    expect(historyCsv([order]).split('\r\n')[1]).toMatch(/,breakout eur,"Retest, then ""the"" run\nHeld to TP",,$/);
  });

  it("ends each row with where the opening and closing fills' prices came from", () => {
    const quote = { bid: '64210.5', ask: '64230.5', time: '2026-11-22T10:00:00.000Z' };
    const order = makeOrder({ open_quote: { ...quote, source: 'live:kraken' }, close_quote: { ...quote, source: 'simulated' } });
    expect(historyCsv([order]).split('\r\n')[1]).toMatch(/,live:kraken,simulated$/);
  });

  it('quotes separators and neutralises formulas', () => {
    const csv = historyCsv([makeOrder({ instrument_id: '=HYPERLINK("x"),1' })]);
    expect(csv.split('\r\n')[1]).toContain(`,"'=HYPERLINK(""x""),1",`);
  });

  it('sorts like the table: by P&L descending', () => {
    const rows = [makeOrder({ pnl: '1.00' }), makeOrder({ pnl: '10.00' }), makeOrder({ pnl: '-5.00' })];
    expect(sortHistory(rows, { columnId: 'pnl', direction: 'descending' }).map((row) => row.pnl)).toEqual(['10.00', '1.00', '-5.00']);
  });
});
