/**
 * The socket.io room of one instrument's quote stream. A tick's quote of an instrument is emitted
 * once to its room, so it is serialised once however many sockets subscribed.
 */
export function quoteRoom(instrumentId: string): `quotes:${string}` {
  return `quotes:${instrumentId}`;
}

/** The instruments whose quote rooms a socket is in. */
export function subscribedInstruments(rooms: ReadonlySet<string>): Set<string> {
  const ids = new Set<string>();
  for (const room of rooms) if (room.startsWith('quotes:')) ids.add(room.slice('quotes:'.length));
  return ids;
}
