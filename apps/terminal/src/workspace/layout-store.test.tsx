import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PANE_LIMITS, clampPane, useWorkspaceLayout } from './layout-store';
import { ResizeSeparator } from './resize-separator';

afterEach(() => {
  act(() => useWorkspaceLayout.getState().reset());
});

describe('workspace layout store', () => {
  it('keeps every size inside its bounds', () => {
    expect(clampPane('listWidth', 10)).toBe(PANE_LIMITS.listWidth.min);
    expect(clampPane('ticketWidth', 9999)).toBe(PANE_LIMITS.ticketWidth.max);
    expect(clampPane('panelHeight', 300.6)).toBe(301);
    expect(clampPane('panelHeight', Number.NaN)).toBe(PANE_LIMITS.panelHeight.initial);
  });

  it('remembers the sizes in localStorage', () => {
    act(() => useWorkspaceLayout.getState().resize('listWidth', 400));
    const stored = JSON.parse(localStorage.getItem('beurs.workspace-layout') ?? '{}') as { state?: Record<string, unknown> };
    expect(stored.state).toMatchObject({ listWidth: 400, ticketWidth: PANE_LIMITS.ticketWidth.initial, sidebar: 'auto' });
  });

  it('brings a stored layout from elsewhere back inside the bounds', async () => {
    localStorage.setItem(
      'beurs.workspace-layout',
      JSON.stringify({ state: { listWidth: 5000, ticketWidth: 'wide', panelHeight: 300, sidebar: 'sideways' }, version: 2 }),
    );
    await act(async () => useWorkspaceLayout.persist.rehydrate());
    const { listWidth, ticketWidth, panelHeight, sidebar } = useWorkspaceLayout.getState();
    expect({ listWidth, ticketWidth, panelHeight, sidebar }).toEqual({
      listWidth: PANE_LIMITS.listWidth.max,
      ticketWidth: PANE_LIMITS.ticketWidth.initial,
      panelHeight: 300,
      sidebar: 'auto',
    });
  });

  it('gives the sizes of the small-chart layout (version 1) way to the chart-first defaults, keeping the sidebar choice', async () => {
    localStorage.setItem(
      'beurs.workspace-layout',
      JSON.stringify({ state: { listWidth: 320, ticketWidth: 320, panelHeight: 220, sidebar: 'expanded' }, version: 1 }),
    );
    await act(async () => useWorkspaceLayout.persist.rehydrate());
    const { listWidth, ticketWidth, panelHeight, sidebar } = useWorkspaceLayout.getState();
    expect({ listWidth, ticketWidth, panelHeight, sidebar }).toEqual({
      listWidth: PANE_LIMITS.listWidth.initial,
      ticketWidth: PANE_LIMITS.ticketWidth.initial,
      panelHeight: PANE_LIMITS.panelHeight.initial,
      sidebar: 'expanded',
    });
  });
});

describe('ResizeSeparator', () => {
  it('is a focusable separator that the arrow keys, Home and End move', async () => {
    render(<ResizeSeparator pane="listWidth" label="Resize the instrument list" orientation="vertical" direction={1} />);
    const separator = screen.getByRole('separator', { name: 'Resize the instrument list' });
    expect(separator.getAttribute('aria-valuenow')).toBe('272');
    expect(separator.getAttribute('aria-valuemin')).toBe('220');
    expect(separator.getAttribute('aria-orientation')).toBe('vertical');
    separator.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(separator.getAttribute('aria-valuenow')).toBe('288');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(separator.getAttribute('aria-valuenow')).toBe('224');
    await userEvent.keyboard('{End}');
    expect(useWorkspaceLayout.getState().listWidth).toBe(PANE_LIMITS.listWidth.max);
  });

  it('a pane below its separator grows when the separator moves up', async () => {
    render(<ResizeSeparator pane="panelHeight" label="Resize the positions panel" orientation="horizontal" direction={-1} />);
    screen.getByRole('separator').focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(useWorkspaceLayout.getState().panelHeight).toBe(PANE_LIMITS.panelHeight.initial + 16);
  });

  it('follows a pointer drag', () => {
    render(<ResizeSeparator pane="ticketWidth" label="Resize the order ticket" orientation="vertical" direction={-1} />);
    const separator = screen.getByRole('separator');
    // jsdom has no PointerEvent constructor with coordinates; MouseEvent carries them the same way.
    act(() => {
      separator.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0, clientX: 900 }));
      separator.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 860 }));
      separator.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientX: 860 }));
    });
    expect(useWorkspaceLayout.getState().ticketWidth).toBe(PANE_LIMITS.ticketWidth.initial + 40);
  });
});
