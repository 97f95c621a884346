import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeList } from './code-list';

describe('CodeList', () => {
  it('is a named, ordered list with one item per code, in order', () => {
    render(<CodeList codes={['k3f9-2mqa', 'p7xe-8d2c']} aria-label="Recovery codes" />);
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['k3f9-2mqa', 'p7xe-8d2c']);
  });
});
