// The Highcharts Stock modules of the trading chart, loaded with it (the statistics charts do
// without). Highcharts' ESM modules extend the one core they import as a side effect of being
// imported (v12+), so importing this file once sets the shared core up.
import 'highcharts/esm/modules/stock.js';
// SMA and EMA, then the indicators that build on them.
import 'highcharts/esm/indicators/indicators.js';
import 'highcharts/esm/indicators/bollinger-bands.js';
import 'highcharts/esm/indicators/rsi.js';
import 'highcharts/esm/indicators/macd.js';
// Drawing: annotations with their editing popup, and the Stock Tools navigation bindings.
import 'highcharts/esm/modules/annotations-advanced.js';
import 'highcharts/esm/modules/stock-tools.js';
// Resizable panes (price, volume, oscillators), full screen, the last-price line.
import 'highcharts/esm/modules/drag-panes.js';
import 'highcharts/esm/modules/full-screen.js';
import 'highcharts/esm/modules/price-indicator.js';
// The annotation popup's layout; its colours follow the theme (candle-chart.css).
import 'highcharts/css/annotations/popup.css';
import { Highcharts } from './highcharts';

Highcharts.setOptions({
  // The terminal draws its own toolbar; the Stock Tools GUI (and its icons from a CDN) stay off.
  stockTools: { gui: { enabled: false } },
  // Popup icons inline (data URIs): a self-hosted platform loads nothing from a CDN.
  navigation: { iconsURL: 'renderer' },
});

export { Highcharts };
