import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { StoreApi } from 'zustand';
import { installDialogPolyfill } from '../../tooling/jsdom-dialog';
import { useChartTimeframe } from './src/charts/chart-timeframe';
import { useKeyboardActions } from './src/keyboard/keyboard-actions';
import { useMarketStore } from './src/market/market-store';
import { usePreferences } from './src/preferences/preferences-store';
import { useWorkspaceLayout } from './src/workspace/layout-store';
import { useWorkspaceSelection } from './src/workspace/selection-store';

// The page's UI stores live as long as the module, and test files share modules (no per-file
// isolation, tooling/vitest.jsdom.ts): every test starts from their first state.
const UI_STORE_RESETS = [
  resetsTo(useChartTimeframe),
  resetsTo(useKeyboardActions),
  resetsTo(useMarketStore),
  resetsTo(usePreferences),
  resetsTo(useWorkspaceLayout),
  resetsTo(useWorkspaceSelection),
];

function resetsTo<State>(store: StoreApi<State>): () => void {
  const first = store.getInitialState();
  return () => store.setState(first, true);
}

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
  for (const reset of UI_STORE_RESETS) reset();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    document.documentElement.className = '';
  }
});
