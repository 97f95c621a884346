import type { OrderEngine } from '../../src/app-context';
import type { TestServer } from '../test-server';
import { runScanningEngine } from './scanning-engine';

/**
 * Makes the server's own market path (`tickMarket`, the live writes) settle with the scanning
 * engine instead of the indexed one: the oracle broker of a differential test then takes its
 * prices through exactly the code the subject does, and only the engine differs.
 */
export function useScanningEngine(server: TestServer): void {
  const scanning: OrderEngine = {
    run: (context, at) => runScanningEngine(context, at),
    size: () => null,
    stop: async () => undefined,
  };
  server.context.orderEngine = scanning;
}
