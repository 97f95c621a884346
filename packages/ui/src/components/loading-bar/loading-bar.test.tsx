import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingBar } from './loading-bar';

describe('LoadingBar', () => {
  it('is a named progress bar without a value (indeterminate)', () => {
    render(<LoadingBar label="Loading screen" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading screen' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });
});
