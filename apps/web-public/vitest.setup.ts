import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Highcharts feature-detects with CSS.supports; jsdom has no CSS namespace at all (TOOLCHAIN.md).
const css: Partial<typeof CSS> = window.CSS ?? {};
css.supports ??= () => false;
Object.defineProperty(window, 'CSS', { value: css, configurable: true });

// Testing Library cleans up by itself only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
});
