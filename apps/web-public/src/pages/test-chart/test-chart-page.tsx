import { Card, Text } from '@beurs/ui';
import { PageIntro } from '../../page/page-intro';
import { SimpleTable } from '../../page/simple-table';
import { CandlestickChart } from './candlestick-chart';
import { SAMPLE_CANDLES } from './sample-candles';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The test chart (contract §2): a Highcharts Stock candlestick of the app's sample candles. */
export default function TestChartPage() {
  const last = SAMPLE_CANDLES.slice(-5);
  return (
    <div className="site-container page">
      <PageIntro
        title="Test chart"
        description="A Highcharts Stock candlestick chart of sample price candles kept in the app, to check that charts render."
        lead="A candlestick chart of sample candles kept in the site's code. Each candle shows a day's open, high, low and close; green closed higher than it opened, red lower. These are not market prices."
      />
      <Card className="chart-figure">
        <figure className="chart-figure__figure">
          <CandlestickChart candles={SAMPLE_CANDLES} />
          <figcaption className="chart-figure__caption">
            <Text variant="muted">Sample data generated from a seeded random walk; {SAMPLE_CANDLES.length} daily candles.</Text>
          </figcaption>
        </figure>
      </Card>
      <SimpleTable
        caption="The last five sample candles"
        head={['Day', 'Open', 'High', 'Low', 'Close']}
        rows={last.map((candle) => [
          DAY.format(new Date(candle.timestamp)),
          candle.open.toFixed(2),
          candle.high.toFixed(2),
          candle.low.toFixed(2),
          candle.close.toFixed(2),
        ])}
        numeric={[1, 2, 3, 4]}
      />
    </div>
  );
}
