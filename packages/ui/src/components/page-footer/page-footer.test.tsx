import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFooter } from './page-footer';

describe('PageFooter', () => {
  it('is the contentinfo landmark around what it is given', () => {
    render(
      <PageFooter className="site-footer">
        <nav aria-label="Site map">
          <a href="/faq">FAQ</a>
        </nav>
      </PageFooter>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.className).toBe('bx-page-footer site-footer');
    expect(within(within(footer).getByRole('navigation', { name: 'Site map' })).getByRole('link', { name: 'FAQ' })).toBeTruthy();
  });
});
