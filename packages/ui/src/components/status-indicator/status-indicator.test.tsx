import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusIndicator } from './status-indicator';

describe('StatusIndicator', () => {
  it('is a status region that says the state in words only', () => {
    render(<StatusIndicator tone="positive">Live</StatusIndicator>);
    const status = screen.getByRole('status');
    // The dot is decoration: the accessible text is exactly the words.
    expect(status.textContent).toBe('Live');
    expect(status.className).toContain('bx-status-indicator--positive');
  });

  it('defaults to the neutral tone', () => {
    render(<StatusIndicator>Offline</StatusIndicator>);
    expect(screen.getByRole('status').className).toContain('bx-status-indicator--neutral');
  });

  it('can leave the live region out', () => {
    render(<StatusIndicator role="none">Offline</StatusIndicator>);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
