import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartFrame } from './chart-frame';

describe('ChartFrame', () => {
  it('hands its element to the ref, for the app to measure and fill', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <ChartFrame ref={ref} data-testid="frame" className="app-layout">
        <div>plot</div>
      </ChartFrame>,
    );
    expect(ref.current).toBe(screen.getByTestId('frame'));
    expect(ref.current?.classList.contains('app-layout')).toBe(true);
    expect(screen.getByText('plot').parentElement).toBe(ref.current);
  });
});
