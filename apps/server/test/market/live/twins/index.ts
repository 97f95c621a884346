/** Local stand-ins for the exchanges' public WebSocket market data, for tests and benchmarks. */
export { BITSTAMP_REQUEST_RECONNECT, startBitstampTwin } from './bitstamp-twin';
export { startCoinbaseTwin, type CoinbaseTwinOptions } from './coinbase-twin';
export { startKrakenTwin } from './kraken-twin';
export type { LiveTwin, TwinOptions, TwinStats } from './twin-server';
export type { TwinCandle, TwinRest, TwinRestFault } from './twin-rest';
