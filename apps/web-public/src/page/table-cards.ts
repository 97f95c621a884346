/**
 * Below this width of its container a public table shows each row as a labelled card (`Table`'s
 * `cardsBelow`). 640 px: phones (320-425 px) and small tablets in portrait, where the widest
 * tables (seven columns of quotes or calendar figures) cannot fit without sideways scrolling;
 * wider containers have room for a table. See docs/decisions.md.
 */
export const TABLE_CARDS_BELOW_PX = 640;
