import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Kbd } from './kbd';

describe('Kbd', () => {
  it('is a kbd element, so assistive tech and copy-paste see a key', () => {
    render(<Kbd>B</Kbd>);
    const key = screen.getByText('B');
    expect(key.tagName).toBe('KBD');
    expect(key.className).toBe('bx-kbd');
  });
});
