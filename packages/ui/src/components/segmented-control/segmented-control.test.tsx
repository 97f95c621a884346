import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl, type SegmentedControlOption } from './segmented-control';

type Show = 'open' | 'pending' | 'alerts';

const OPTIONS: SegmentedControlOption<Show>[] = [
  { value: 'open', label: 'Positions (3)' },
  { value: 'pending', label: 'Pending orders (1)' },
  { value: 'alerts', label: 'Alerts (0)', disabled: true },
];

function Panel({ onValueChange }: { onValueChange?: (value: Show) => void }) {
  const [show, setShow] = useState<Show>('open');
  return (
    <SegmentedControl
      label="Show"
      options={OPTIONS}
      value={show}
      onValueChange={(value) => {
        setShow(value);
        onValueChange?.(value);
      }}
    />
  );
}

const pressedNames = () =>
  within(screen.getByRole('group', { name: 'Show' }))
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

describe('SegmentedControl', () => {
  it('is a labelled group of toggle buttons with exactly the chosen one pressed', () => {
    render(<Panel />);
    const group = screen.getByRole('group', { name: 'Show' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Positions (3)', 'Pending orders (1)', 'Alerts (0)']);
    expect(pressedNames()).toEqual(['Positions (3)']);
  });

  it('chooses the option pressed, by pointer or keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Panel onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Pending orders (1)' }));
    expect(pressedNames()).toEqual(['Pending orders (1)']);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Positions (3)' }));
    await user.keyboard('{Enter}');
    expect(pressedNames()).toEqual(['Positions (3)']);
    expect(onValueChange.mock.calls).toEqual([['pending'], ['open']]);
  });

  it('does not choose a disabled option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Panel onValueChange={onValueChange} />);
    const alerts = screen.getByRole('button', { name: 'Alerts (0)' });
    expect(alerts).toHaveProperty('disabled', true);
    await user.click(alerts);
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
