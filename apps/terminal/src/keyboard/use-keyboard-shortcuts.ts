import { useEffect, useState } from 'react';
import { notify } from '@beurs/ui';
import { useChartTimeframe } from '../charts/chart-timeframe';
import { useKeyboardActions } from './keyboard-actions';
import { shortcutFor } from './shortcuts';

/** Whether a modal is open over the page: shortcuts must not act behind it. */
function modalOpen(): boolean {
  return document.querySelector('[aria-modal="true"], dialog[open]') !== null;
}

/**
 * The terminal's one keyboard listener: ? opens the help, [ and ] step the chart's timeframe,
 * the rest run the action a screen registered (or say why nothing happened). Returns whether the
 * help is open and how to close it.
 */
export function useKeyboardShortcuts(): { helpOpen: boolean; openHelp: () => void; closeHelp: () => void } {
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const shortcut = shortcutFor(event);
      if (!shortcut || modalOpen()) return;
      event.preventDefault();
      if (shortcut.kind === 'help') {
        setHelpOpen(true);
        return;
      }
      if (shortcut.kind === 'timeframe') {
        useChartTimeframe.getState().step(shortcut.direction);
        return;
      }
      const handler = useKeyboardActions.getState().handlers[shortcut.action];
      const refused = handler ? handler() : 'This shortcut works on the exchange.';
      if (refused) notify.warning(refused, { id: 'keyboard-shortcut' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return { helpOpen, openHelp: () => setHelpOpen(true), closeHelp: () => setHelpOpen(false) };
}
