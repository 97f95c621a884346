import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup, type ChoiceGroupOption } from './choice-group';

type Side = 'buy' | 'sell';

const SIDES: readonly ChoiceGroupOption<Side>[] = [
  { value: 'buy', tone: 'buy', label: 'Buy at 1.08552' },
  { value: 'sell', tone: 'sell', label: 'Sell at 1.08541' },
];

function Sides({ onValueChange }: { onValueChange?: (side: Side) => void }) {
  const [side, setSide] = useState<Side>('buy');
  return (
    <ChoiceGroup
      legend="Side"
      options={SIDES}
      value={side}
      onValueChange={(next) => {
        setSide(next);
        onValueChange?.(next);
      }}
    />
  );
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('ChoiceGroup', () => {
  it('is a group of radios named by the legend and the option labels', () => {
    render(<Sides />);
    expect(screen.getByRole('group', { name: 'Side' })).toBeDefined();
    expect(radio('Buy at 1.08552').checked).toBe(true);
    expect(radio('Sell at 1.08541').checked).toBe(false);
  });

  it('chooses an option by clicking anywhere on its card', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Sides onValueChange={onValueChange} />);
    await user.click(screen.getByText('Sell at 1.08541'));
    expect(onValueChange).toHaveBeenCalledWith('sell');
    expect(radio('Sell at 1.08541').checked).toBe(true);
  });

  // The arrow keys are the browser's own radio behaviour; jsdom lacks the CSS.escape that
  // user-event needs to walk a radio group, so here the Tab order and Space stand for them.
  it('is one Tab stop, on the chosen option', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Sides />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(document.activeElement).toBe(radio('Buy at 1.08552'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('chooses the focused option with Space', async () => {
    const user = userEvent.setup();
    render(<Sides />);
    radio('Sell at 1.08541').focus();
    await user.keyboard(' ');
    expect(radio('Sell at 1.08541').checked).toBe(true);
    expect(radio('Buy at 1.08552').checked).toBe(false);
  });

  it('does not offer a disabled option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ChoiceGroup
        legend="Payment method"
        legendHidden
        value="bitcoin"
        onValueChange={onValueChange}
        options={[
          { value: 'bitcoin', label: 'Bitcoin' },
          { value: 'bank', label: 'Bank transfer', disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeDefined();
    await user.click(screen.getByText('Bank transfer'));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(radio('Bank transfer').disabled).toBe(true);
  });
});
