import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TableScroll } from './table-scroll';

describe('TableScroll', () => {
  it('is a region named by its label, reachable with Tab so a keyboard can scroll it', async () => {
    const user = userEvent.setup();
    render(
      <TableScroll aria-label="Live orders">
        <table />
      </TableScroll>,
    );
    const region = screen.getByRole('region', { name: 'Live orders' });
    await user.tab();
    expect(document.activeElement).toBe(region);
  });

  it('is named by a visible label through aria-labelledby', () => {
    render(
      <>
        <h2 id="orders-title">Open positions</h2>
        <TableScroll aria-labelledby="orders-title">
          <table />
        </TableScroll>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Open positions' })).toBeDefined();
  });

  it('hands a windowed table its scroll box and scroll events', () => {
    const ref = createRef<HTMLDivElement>();
    const onScroll = vi.fn();
    render(
      <TableScroll aria-label="Live orders" ref={ref} onScroll={onScroll}>
        <table />
      </TableScroll>,
    );
    const region = screen.getByRole('region', { name: 'Live orders' });
    expect(ref.current).toBe(region);
    fireEvent.scroll(region);
    expect(onScroll).toHaveBeenCalledTimes(1);
  });
});
