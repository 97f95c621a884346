import type { Database } from '../src/db/database';

/**
 * Writes `accounts` accounts of a million euros each (no close-out is near) and `orders` live
 * orders between them, straight in SQL: order n belongs to account n mod `accounts`, on
 * instrument n mod (number of instruments); a third are pending (limit or stop, half the price
 * away), the rest open with a stop-loss and a take-profit half the price away. So no level is
 * near, and an engine pass has nothing to settle. Returns the accounts' ids in a stable order.
 */
export async function seedLiveOrders(database: Database, counts: { accounts: number; orders: number }): Promise<string[]> {
  await database.query(
    `insert into users (email, password_hash, first_name, last_name, phone, country_id, balance, created_at)
     select 'bench-' || n || '@example.com', 'not-used', 'Bench', 'Trader', '+31 20 000 0000', (select id from countries limit 1), 1000000, now()
     from generate_series(1, $1) as n`,
    [counts.accounts],
  );
  await database.query(
    `with accounts as (select id, row_number() over (order by id) - 1 as k from users where email like 'bench-%'),
          listed as (select i.instrument_id, q.bid, q.ask, row_number() over (order by i.instrument_id) - 1 as k, count(*) over () as total
                     from instruments i join quotes q on q.instrument_id = i.instrument_id)
     insert into orders (user_id, instrument_id, side, type, status, volume, leverage, price, open_price, stop_loss, take_profit, margin, created_at, opened_at)
     select a.id, l.instrument_id, side, type, status, '0.01', 1,
            case when status = 'pending' then round(case when (side = 'buy') = (type = 'limit') then l.ask * 0.5 else l.ask * 1.5 end, 2) end,
            case when status = 'open' then case when side = 'buy' then l.ask else l.bid end end,
            case when status = 'open' then round(case when side = 'buy' then l.bid * 0.5 else l.ask * 1.5 end, 2) end,
            case when status = 'open' then round(case when side = 'buy' then l.bid * 1.5 else l.ask * 0.5 end, 2) end,
            case when status = 'open' then 10 else 0 end,
            now(), case when status = 'open' then now() end
     from (select n, case when n % 2 = 0 then 'buy' else 'sell' end as side,
                  case when n % 3 = 0 then (case when n % 6 = 0 then 'limit' else 'stop' end) else 'market' end as type,
                  case when n % 3 = 0 then 'pending' else 'open' end as status
           from generate_series(0, $1 - 1) as n) o
     join accounts a on a.k = o.n % $2
     join listed l on l.k = o.n % l.total`,
    [counts.orders, counts.accounts],
  );
  await database.query('analyze');
  const rows = await database.query<{ id: string }>(`select id from users where email like 'bench-%' order by id`);
  return rows.map((row) => row.id);
}
