/**
 * Below this width of its container a terminal table shows each row as a card (`Table`'s
 * `cardsBelow`), its name and key figure on the first line. 640 px, as on the public site: a
 * phone's main area (about 300-410 px) cannot hold the history's eight columns, which scrolled the
 * P&L out of sight; a tablet's or a desktop's main area has room for the table.
 */
export const TABLE_CARDS_BELOW_PX = 640;
