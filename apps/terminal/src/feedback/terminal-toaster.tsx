import { Toaster } from '@beurs/ui';
import { useToastPlacement } from './use-toast-placement';

/**
 * The terminal's toaster: at most three toasts (one on phones), kept off the order ticket and
 * the chart's price axis (`placeToasts`). The public site keeps the spec's toaster.
 */
export function TerminalToaster() {
  const { maxVisible, position, area } = useToastPlacement();
  return <Toaster maxVisible={maxVisible} position={position} style={area ?? undefined} />;
}
