import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from '../../tooling/jsdom-dialog';

// findBy* and waitFor give up after 1 s by default. A lazily loaded route on a busy 2-core CI
// machine can take longer than that; this is how long to wait, not a speed requirement.
configure({ asyncUtilTimeout: 5_000 });

// Modal is a native <dialog> opened with showModal(), which jsdom lacks.
installDialogPolyfill();

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
