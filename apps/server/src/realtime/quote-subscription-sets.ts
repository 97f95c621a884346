/** The prefix of a quote subscription set's room. */
const ROOM_PREFIX = 'quotes:';

/**
 * The sets of instruments this process's sockets stream, each with a socket.io room. A socket is
 * in the room of exactly the set it subscribed to, so a tick is encoded once per distinct set (a
 * terminal's exchange screen asks for the same list in every browser) and each socket gets one
 * `quotes` event a tick holding every one of its instruments that moved: one frame, not one per
 * instrument. A room left empty is forgotten (`forget`, on socket.io's `delete-room`).
 */
export class QuoteSubscriptionSets {
  private readonly roomsByKey = new Map<string, string>();
  private readonly setsByRoom = new Map<string, readonly string[]>();
  private created = 0;

  /** The room of a set of instruments (ids unique), made on first use. */
  roomOf(instrumentIds: readonly string[]): string {
    const sorted = [...instrumentIds].sort();
    const key = sorted.join('\n');
    let room = this.roomsByKey.get(key);
    if (!room) {
      room = `${ROOM_PREFIX}${(this.created += 1).toString(36)}`;
      this.roomsByKey.set(key, room);
      this.setsByRoom.set(room, sorted);
    }
    return room;
  }

  /** Drops a room nobody is in any more. */
  forget(room: string): void {
    const set = this.setsByRoom.get(room);
    if (!set) return;
    this.setsByRoom.delete(room);
    this.roomsByKey.delete(set.join('\n'));
  }

  /** Every set with its room. */
  entries(): IterableIterator<[string, readonly string[]]> {
    return this.setsByRoom.entries();
  }

  /** How many distinct sets are streamed. */
  get size(): number {
    return this.setsByRoom.size;
  }
}
