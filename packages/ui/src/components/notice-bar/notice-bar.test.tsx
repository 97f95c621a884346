import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeBar } from './notice-bar';

describe('NoticeBar', () => {
  it('reads as one sentence, its label first and in strong type', () => {
    render(<NoticeBar label="Demo platform: virtual funds.">Accounts hold virtual money only.</NoticeBar>);
    const bar = screen.getByText(/Accounts hold virtual money only/);
    expect(bar.textContent).toBe('Demo platform: virtual funds. Accounts hold virtual money only.');
    expect(screen.getByText('Demo platform: virtual funds.').tagName).toBe('STRONG');
  });
});
