import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useIsMobile } from './use-is-mobile';
import { useLayout } from './use-layout';
import { useWidthBand } from './use-width-band';

function resizeWindow(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

function Probe() {
  const band = useWidthBand();
  const isMobile = useIsMobile();
  const { margins } = useLayout();
  return (
    <p>
      band {band}, {isMobile ? 'mobile' : 'desktop'}, margins {margins.left}/{margins.right}
    </p>
  );
}

describe('layout hooks', () => {
  it.each([
    [280, 'band 320, mobile'],
    [320, 'band 320, mobile'],
    [400, 'band 375, mobile'],
    [1000, 'band 768, mobile'],
    [1023, 'band 768, mobile'],
    [1024, 'band 1024, desktop'],
    [1920, 'band 1440, desktop'],
    [3840, 'band 2560, desktop'],
  ])('at a window %i px wide: %s', (width, expected) => {
    resizeWindow(width);
    render(<Probe />);
    expect(screen.getByText(new RegExp(`^${expected},`))).toBeDefined();
  });

  it('follows the window as it is resized across the mobile breakpoint', () => {
    resizeWindow(1440);
    render(<Probe />);
    expect(screen.getByText(/band 1440, desktop/)).toBeDefined();
    resizeWindow(800);
    expect(screen.getByText(/band 768, mobile/)).toBeDefined();
  });

  it('exposes the layout margins', () => {
    resizeWindow(1440);
    render(<Probe />);
    expect(screen.getByText(/margins 360\/260/)).toBeDefined();
  });

  it('renders mobile-first on the server, where there is no window width', () => {
    resizeWindow(1920);
    expect(renderToString(<Probe />)).toContain('band <!-- -->320<!-- -->, <!-- -->mobile');
  });
});
