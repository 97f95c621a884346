import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it('is the level-one heading', () => {
    render(<PageTitle>Orders</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' }).className).toBe('bx-page-title bx-page-title--medium');
  });

  it('takes the focus by script through its ref', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <PageTitle ref={ref} tabIndex={-1} size="small">
        Exchange
      </PageTitle>,
    );
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Exchange' }));
  });
});
