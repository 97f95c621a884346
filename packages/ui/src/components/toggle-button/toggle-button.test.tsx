import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToggleButton } from './toggle-button';

function Filter({ onChange }: { onChange?: (pressed: boolean) => void }) {
  const [pressed, setPressed] = useState(false);
  return (
    <ToggleButton
      pressed={pressed}
      onPressedChange={(next) => {
        setPressed(next);
        onChange?.(next);
      }}
    >
      ★ Favourites
    </ToggleButton>
  );
}

describe('ToggleButton', () => {
  it('is a button that says whether it is pressed, and switches on a click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: '★ Favourites' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('switches with Space and Enter from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Filter />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: '★ Favourites', pressed: true })).toBeDefined();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '★ Favourites', pressed: false })).toBeDefined();
  });

  it('does not submit a form, and leaves the state alone when onClick prevents it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onPressedChange = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <ToggleButton pressed={false} onPressedChange={onPressedChange} onClick={(event) => event.preventDefault()}>
          Locked
        </ToggleButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Locked' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onPressedChange).not.toHaveBeenCalled();
  });
});
