import { Toaster } from '@beurs/ui';
import { useSwipeToDismiss } from './swipe-to-dismiss';
import { useToastPlacement } from './use-toast-placement';
import './terminal-toaster.css';

/**
 * The terminal's toaster: at most three toasts (one on phones, at the top), kept off the order
 * ticket and the chart's price axis (`placeToasts`). A tap dismisses a toast, and so does a
 * swipe. The public site keeps the spec's toaster.
 */
export function TerminalToaster() {
  const { maxVisible, position, area } = useToastPlacement();
  const swipe = useSwipeToDismiss();
  return (
    // Layout-free: the toaster places itself; this only hears the pointer (also from inside a modal).
    <div className="t-toaster" {...swipe}>
      <Toaster maxVisible={maxVisible} position={position} style={area ?? undefined} />
    </div>
  );
}
