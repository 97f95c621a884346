import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChoiceGroup, type ChoiceGroupOption } from './choice-group';

type Side = 'buy' | 'sell';
type Method = 'bitcoin' | 'card' | 'bank';

const SIDES: readonly ChoiceGroupOption<Side>[] = [
  { value: 'buy', tone: 'buy', label: 'Buy at 1.08552' },
  { value: 'sell', tone: 'sell', label: 'Sell at 1.08541' },
];

const METHODS: readonly ChoiceGroupOption<Method>[] = [
  { value: 'bitcoin', label: 'Bitcoin' },
  { value: 'card', label: 'Visa / Mastercard' },
  { value: 'bank', label: 'Bank transfer', disabled: true },
];

function BuySell({ initial }: { initial: Side }) {
  const [side, setSide] = useState<Side>(initial);
  return <ChoiceGroup legend="Side" options={SIDES} value={side} onValueChange={setSide} />;
}

function PaymentMethods() {
  const [method, setMethod] = useState<Method>('bitcoin');
  return <ChoiceGroup legend="Payment method" legendHidden options={METHODS} value={method} onValueChange={setMethod} />;
}

const meta = {
  title: 'Components/ChoiceGroup',
  component: ChoiceGroup,
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BuyChosen: Story = {
  args: { legend: 'Side', options: SIDES, value: 'buy', onValueChange: () => undefined },
  render: () => <BuySell initial="buy" />,
};

export const SellChosen: Story = {
  args: { legend: 'Side', options: SIDES, value: 'sell', onValueChange: () => undefined },
  render: () => <BuySell initial="sell" />,
};

export const PlainWithDisabledOption: Story = {
  args: { legend: 'Payment method', options: METHODS, value: 'bitcoin', onValueChange: () => undefined },
  render: () => <PaymentMethods />,
};
