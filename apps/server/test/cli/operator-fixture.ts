import type { OperatorContext } from '../../src/cli/operator-context';
import type { TestServer } from '../test-server';

/** An operator context on a test server's database and clock; disconnects go to its realtime hub. */
export function operatorContext(server: TestServer, actor = 'test-operator'): OperatorContext {
  return {
    config: server.context.config,
    db: server.context.db,
    now: server.clock.now,
    actor,
    disconnectUser: async (userId) => {
      server.context.realtime.disconnectUser(userId);
    },
  };
}
