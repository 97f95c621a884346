import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './panel';

describe('Panel', () => {
  it('is a region named by its label when it is a section', () => {
    render(
      <Panel as="section" aria-label="Order ticket">
        <p>Ticket</p>
      </Panel>,
    );
    expect(screen.getByRole('region', { name: 'Order ticket' }).textContent).toBe('Ticket');
  });

  it('is no landmark by default', () => {
    render(
      <Panel>
        <p>Positions</p>
      </Panel>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Positions').parentElement?.tagName).toBe('DIV');
  });
});
