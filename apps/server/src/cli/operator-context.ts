import type { ServerConfig } from '../config/config';
import type { Db } from '../db/database';

/** What every operator command gets: the database, the clock, who acts, and how to reach servers. */
export interface OperatorContext {
  config: ServerConfig;
  db: Db;
  now: () => Date;
  /** Who is acting, for the audit log: `--actor`, or the OS user running the CLI. */
  actor: string;
  /** Asks the running servers to disconnect the user's sockets (PostgreSQL NOTIFY in the CLI). */
  disconnectUser: (userId: string) => Promise<void>;
}
