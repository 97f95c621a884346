/**
 * socket.io's text encoding of an event on the main namespace without an acknowledgement, as its
 * parser writes it (socket.io protocol v5): `2` (EVENT), then the JSON array of the event's name
 * and its argument. For an argument whose JSON is already written (`argumentJson`); written to a
 * socket's Engine.IO connection, it arrives as `socket.emit(event, argument)` would send it.
 */
export function eventPacket(event: string, argumentJson: string): string {
  return `2[${JSON.stringify(event)},${argumentJson}]`;
}
