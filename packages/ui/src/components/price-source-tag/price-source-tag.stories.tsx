import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceSourceTag } from './price-source-tag';

const meta = {
  title: 'Components/PriceSourceTag',
  component: PriceSourceTag,
  // Fixed zone, so the fallback's time reads the same on every machine.
  args: {
    timeZone: 'UTC',
    source: { id: 'simulated', kind: 'simulated', provider: null, state: 'ok', replay_of: null, fallback_since: null },
  },
} satisfies Meta<typeof PriceSourceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default install: the built-in simulator. */
export const Simulated: Story = {};

/** An exchange's live feed, working: a discreet live dot. */
export const Live: Story = {
  args: { source: { id: 'live:kraken', kind: 'live', provider: 'Kraken', state: 'ok', replay_of: null, fallback_since: null } },
};

/** Recorded history replayed in real time. */
export const Replay: Story = {
  args: {
    source: {
      id: 'replay:dukascopy-2025-11-28',
      kind: 'replay',
      provider: 'Dukascopy',
      state: 'ok',
      replay_of: '2025-11-28',
      fallback_since: null,
    },
  },
};

/** The live feed stopped and nothing stands in: nothing fills until it returns. */
export const Stale: Story = {
  args: { source: { id: 'live:kraken', kind: 'live', provider: 'Kraken', state: 'stale', replay_of: null, fallback_since: null } },
};

/** The live feed stopped and the simulator continues from its last price. */
export const Fallback: Story = {
  args: {
    source: {
      id: 'live:kraken',
      kind: 'live',
      provider: 'Kraken',
      state: 'fallback',
      replay_of: null,
      fallback_since: '2026-11-29T14:02:00.000Z',
    },
  },
};

/** Every state side by side, as they sit beside a price. */
export const AllStates: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}>
      {[Simulated, Live, Replay, Stale, Fallback].map((story, index) => (
        <li key={index} style={{ display: 'flex', gap: 12, alignItems: 'baseline' }}>
          <strong style={{ fontVariantNumeric: 'tabular-nums' }}>64,210.5</strong>
          <PriceSourceTag {...args} {...story.args} source={story.args?.source ?? args.source} />
        </li>
      ))}
    </ul>
  ),
};
