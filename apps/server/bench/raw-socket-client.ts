import WebSocket from 'ws';

/**
 * A socket.io client reduced to what the fan-out bench needs, on a bare `ws` connection: the
 * Engine.IO v4 handshake, a CONNECT with the auth payload, answers to pings, and one callback per
 * received event frame, given as its raw text. The same client talks to the broker and to the
 * raw `ws` baseline, so both sides of the comparison pay the same client cost (socket.io-client
 * would parse every frame into objects; this one leaves that to the caller).
 */
export interface RawSocketClient {
  /** Sends an event (`42["name",payload]`). */
  emit(event: string, payload: unknown): void;
  close(): void;
}

/** Engine.IO packet types and the socket.io packet types inside a message (`4`). */
const OPEN = '0';
const PING = '2';
const PONG = '3';
const CONNECT = '40';
const CONNECT_ERROR = '44';
const EVENT = '42';

export function connectRawSocket(
  url: string,
  path: string,
  auth: Record<string, unknown>,
  onEvent: (frame: string) => void,
): Promise<RawSocketClient> {
  const address = new URL(path, url);
  address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
  address.search = '?EIO=4&transport=websocket';
  const ws = new WebSocket(address);
  const client: RawSocketClient = {
    emit: (event, payload) => ws.send(`${EVENT}${JSON.stringify([event, payload])}`),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data) => {
      const frame = data.toString();
      if (frame.startsWith(EVENT)) onEvent(frame);
      else if (frame === PING) ws.send(PONG);
      else if (frame.startsWith(OPEN)) ws.send(`${CONNECT}${JSON.stringify(auth)}`);
      else if (frame.startsWith(CONNECT)) resolve(client);
      else if (frame.startsWith(CONNECT_ERROR)) reject(new Error(`connect refused: ${frame.slice(2)}`));
    });
  });
}
