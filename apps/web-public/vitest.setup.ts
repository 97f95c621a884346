import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from '../../tooling/jsdom-dialog';

// findBy* and waitFor give up after 1 s by default. A lazily loaded route on a busy 2-core CI
// machine can take longer than that; this is how long to wait, not a speed requirement.
configure({ asyncUtilTimeout: 5_000 });

// Modal is a native <dialog> opened with showModal(), which jsdom lacks.
installDialogPolyfill();

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
