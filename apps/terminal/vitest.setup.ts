import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Highcharts asks CSS.supports, which jsdom lacks (TOOLCHAIN.md).
if (typeof window !== 'undefined') {
  window.CSS ??= {} as typeof window.CSS;
  window.CSS.supports ??= () => false;
}

// Testing Library cleans up by itself only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    document.documentElement.className = '';
  }
});
