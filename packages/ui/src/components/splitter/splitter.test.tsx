import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Splitter, type SplitterProps } from './splitter';

function Sized(props: Omit<SplitterProps, 'value' | 'onValueChange' | 'min' | 'max'> & { initial: number }) {
  const [value, setValue] = useState(props.initial);
  return <Splitter {...props} value={value} min={240} max={560} onValueChange={setValue} />;
}

describe('Splitter', () => {
  it('is a named, focusable separator with its value and bounds', () => {
    render(<Sized label="Resize the instrument list" orientation="vertical" initial={320} />);
    const separator = screen.getByRole('separator', { name: 'Resize the instrument list' });
    expect(separator.getAttribute('aria-orientation')).toBe('vertical');
    expect(separator.getAttribute('aria-valuenow')).toBe('320');
    expect(separator.getAttribute('aria-valuemin')).toBe('240');
    expect(separator.getAttribute('aria-valuemax')).toBe('560');
    expect(separator.getAttribute('aria-valuetext')).toBe('320 pixels');
    expect(separator.tabIndex).toBe(0);
  });

  it('moves with the arrow keys, further with Shift, to the bounds with Home and End', async () => {
    const user = userEvent.setup();
    render(<Sized label="Resize" orientation="vertical" initial={320} />);
    const separator = screen.getByRole('separator');
    separator.focus();
    await user.keyboard('{ArrowRight}');
    expect(separator.getAttribute('aria-valuenow')).toBe('336');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(separator.getAttribute('aria-valuenow')).toBe('272');
    await user.keyboard('{End}');
    expect(separator.getAttribute('aria-valuenow')).toBe('560');
    await user.keyboard('{ArrowRight}');
    expect(separator.getAttribute('aria-valuenow')).toBe('560');
    await user.keyboard('{Home}');
    expect(separator.getAttribute('aria-valuenow')).toBe('240');
  });

  it('grows a pane below it when it moves up (direction -1), and ignores sideways arrows', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Splitter label="Resize" orientation="horizontal" direction={-1} value={300} min={100} max={500} onValueChange={onValueChange} />,
    );
    screen.getByRole('separator').focus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(onValueChange.mock.calls).toEqual([[316]]);
  });

  it('follows a pointer drag', () => {
    const onValueChange = vi.fn();
    render(<Splitter label="Resize" orientation="vertical" direction={-1} value={360} min={280} max={480} onValueChange={onValueChange} />);
    const separator = screen.getByRole('separator');
    // jsdom has no PointerEvent constructor with coordinates; MouseEvent carries them the same way.
    act(() => {
      separator.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0, clientX: 900 }));
      separator.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 860 }));
      separator.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientX: 860 }));
    });
    expect(onValueChange).toHaveBeenLastCalledWith(400);
    expect(document.activeElement).toBe(separator);
  });
});
