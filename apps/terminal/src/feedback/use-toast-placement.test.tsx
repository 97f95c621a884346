import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { TerminalToaster } from './terminal-toaster';

const SVG = 'http://www.w3.org/2000/svg';

/** Gives an element the box a browser would lay it out in (jsdom lays nothing out). */
function place<T extends Element>(element: T, left: number, top: number, right: number, bottom: number): T {
  element.getBoundingClientRect = () => ({
    left,
    top,
    right,
    bottom,
    x: left,
    y: top,
    width: right - left,
    height: bottom - top,
    toJSON: () => ({}),
  });
  return element;
}

/** A chart as Highcharts draws it: a container with price labels at its right. */
function chart(left: number, right: number, top: number, bottom: number, labelsLeft: number): HTMLElement {
  const container = place(document.createElement('div'), left, top, right, bottom);
  container.className = 'highcharts-container';
  const svg = document.createElementNS(SVG, 'svg');
  const labels = document.createElementNS(SVG, 'g');
  labels.setAttribute('class', 'highcharts-axis-labels highcharts-yaxis-labels');
  for (const y of [100, 200, 300]) labels.append(place(document.createElementNS(SVG, 'text'), labelsLeft, y, labelsLeft + 40, y + 14));
  svg.append(labels);
  container.append(svg);
  return container;
}

const { innerWidth, innerHeight } = window;
afterEach(() => {
  document.body.innerHTML = '';
  window.innerWidth = innerWidth;
  window.innerHeight = innerHeight;
});

describe('placing the toasts on the page', () => {
  it('keeps them left of the price axis of the bottom-left chart when two charts sit side by side', async () => {
    // The exchange at 1440×900: a chart pane from 344 to 1124 px holding two charts.
    window.innerWidth = 1440;
    window.innerHeight = 900;
    const pane = place(document.createElement('section'), 344, 56, 1124, 684);
    pane.className = 't-workspace__chart';
    pane.append(chart(352, 730, 100, 676, 690), chart(738, 1116, 100, 676, 1076));
    document.body.append(pane);

    const { container } = render(<TerminalToaster />);
    const toaster = () => container.querySelector<HTMLElement>('.bx-toaster');
    await waitFor(() => expect(toaster()?.className).toContain('bx-toaster--bottom-left'));
    // The left chart's labels start at 690: the area ends 8 px before them, from the pane's left.
    expect(toaster()?.style.left).toBe('352px');
    expect(toaster()?.style.right).toBe(`${1440 - 682}px`);
    expect(toaster()?.style.bottom).toBe(`${900 - 684 + 8}px`);
  });

  it('falls back to the window’s bottom right where no chart is on screen', async () => {
    window.innerWidth = 1440;
    const { container } = render(<TerminalToaster />);
    await waitFor(() => expect(container.querySelector('.bx-toaster')?.className).toContain('bx-toaster--bottom-right'));
  });
});
