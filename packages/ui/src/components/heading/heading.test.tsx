import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './heading';

describe('Heading', () => {
  it('is a heading of the given level whatever its size', () => {
    render(
      <>
        <Heading level={2}>Buy EURUSD</Heading>
        <Heading level={3} size="medium">
          Price alerts on EURUSD
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Buy EURUSD' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Price alerts on EURUSD' }).className).toContain('bx-heading--medium');
  });

  it('hands its ref to the heading, so a screen can move focus to it', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading level={2} ref={ref} tabIndex={-1}>
        Trade
      </Heading>,
    );
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Trade' }));
  });
});
