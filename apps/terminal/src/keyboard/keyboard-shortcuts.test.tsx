import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useChartTimeframe } from '../charts/chart-timeframe';
import { useKeyboardActions } from './keyboard-actions';
import { ShortcutsHelp } from './shortcuts-help';
import { isTypingTarget, shortcutFor } from './shortcuts';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';

function Harness({ calls }: { calls: string[] }) {
  const { helpOpen, closeHelp } = useKeyboardShortcuts();
  useEffect(() => {
    const { register } = useKeyboardActions.getState();
    const offs = [
      register('buy', () => (calls.push('buy'), null)),
      register('sell', () => (calls.push('sell'), null)),
      register('closeSelected', () => (calls.push('close'), null)),
      register('focusSearch', () => {
        document.getElementById('search')?.focus();
        return null;
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [calls]);
  return (
    <>
      <label>
        Search <input id="search" type="text" />
      </label>
      <label>
        Notes <textarea />
      </label>
      <button type="button">Elsewhere</button>
      <ShortcutsHelp open={helpOpen} onClose={closeHelp} />
    </>
  );
}

afterEach(() => {
  act(() => useChartTimeframe.getState().setTimeframe('1m'));
});

describe('keyboard shortcuts', () => {
  it('B, S and C run the registered actions; / goes to the search', async () => {
    const calls: string[] = [];
    render(<Harness calls={calls} />);
    await userEvent.keyboard('b');
    await userEvent.keyboard('S');
    await userEvent.keyboard('c');
    expect(calls).toEqual(['buy', 'sell', 'close']);
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
  });

  it('never fires while typing in a field', async () => {
    const calls: string[] = [];
    render(<Harness calls={calls} />);
    await userEvent.click(screen.getByLabelText('Search'));
    await userEvent.keyboard('bsc[[]?');
    await userEvent.click(screen.getByLabelText('Notes'));
    await userEvent.keyboard('bsc');
    expect(calls).toEqual([]);
    expect(screen.getByLabelText('Search')).toHaveProperty('value', 'bsc[]?');
    expect(useChartTimeframe.getState().timeframe).toBe('1m');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[ and ] step the chart timeframe; ? opens the help', async () => {
    render(<Harness calls={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await userEvent.keyboard(']]');
    expect(useChartTimeframe.getState().timeframe).toBe('15m');
    await userEvent.keyboard('[[');
    expect(useChartTimeframe.getState().timeframe).toBe('5m');
    await userEvent.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    expect(screen.getByText('Close the selected position or cancel the selected order (asks to confirm)')).toBeTruthy();
  });

  it('ignores keys with Ctrl, Alt or Meta, and repeats', () => {
    const target = document.body;
    expect(shortcutFor({ key: 'b', ctrlKey: true, altKey: false, metaKey: false, repeat: false, target })).toBeNull();
    expect(shortcutFor({ key: 'b', ctrlKey: false, altKey: false, metaKey: false, repeat: true, target })).toBeNull();
    expect(shortcutFor({ key: 'b', ctrlKey: false, altKey: false, metaKey: false, repeat: false, target })).toEqual({
      kind: 'action',
      action: 'buy',
    });
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(isTypingTarget(checkbox)).toBe(false);
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
  });
});
