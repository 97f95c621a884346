import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs';

const ITEMS: TabItem[] = [
  { id: 'market', label: 'Market', content: 'Market order form' },
  { id: 'limit', label: 'Limit', content: 'Limit order form' },
  { id: 'stop', label: 'Stop', content: 'Stop order form', disabled: true },
  { id: 'oco', label: 'OCO', content: 'OCO order form' },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('puts only the selected tab in the Tab order, then the panel', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Order type" items={ITEMS} defaultSelectedId="limit" />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Limit'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Limit' }));
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping around', async () => {
    const user = userEvent.setup();
    const onSelectedChange = vi.fn();
    render(<Tabs label="Order type" items={ITEMS} onSelectedChange={onSelectedChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Limit'));
    expect(tab('Limit').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Limit order form');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('OCO'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Market'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('OCO'));
    expect(onSelectedChange.mock.calls).toEqual([['limit'], ['oco'], ['market'], ['oco']]);
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Order type" items={ITEMS} defaultSelectedId="limit" />);
    await user.click(tab('Limit'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('OCO'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Market'));
  });

  it('labels the tab list and each panel by its tab', () => {
    render(<Tabs label="Order type" items={ITEMS} />);
    expect(screen.getByRole('tablist', { name: 'Order type' })).toBeDefined();
    expect(screen.getByRole('tabpanel', { name: 'Market' }).textContent).toBe('Market order form');
  });

  it('follows the selectedId of a controlled parent', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Tabs label="Order type" items={ITEMS} selectedId="market" />);
    await user.click(tab('Limit'));
    expect(tab('Market').getAttribute('aria-selected')).toBe('true');
    rerender(<Tabs label="Order type" items={ITEMS} selectedId="limit" />);
    expect(tab('Limit').getAttribute('aria-selected')).toBe('true');
  });
});
