// The chart code, loaded only by the lazy chart components (kept out of the initial bundle).
// One core for Stock and the accessibility module: the ESM builds share it.
import Highcharts from 'highcharts/esm/highstock.js';
import 'highcharts/esm/modules/accessibility.js';

Highcharts.setOptions({
  credits: { enabled: false },
  time: { timezone: undefined },
  chart: { style: { fontFamily: 'inherit' }, backgroundColor: 'transparent' },
});

export { Highcharts };
