import { BlockList, isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import { API_KEY_SCOPES, type ApiKeyScope } from '@beurs/domain';
import type { Database } from '../db/database';
import { keepListening, type KeptListener } from '../db/kept-listener';
import { apiKeys } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { lookupOf, secretMatches } from './api-key-secret';

/** The channel migration 0012's trigger announces a changed key on, with its id as the payload. */
export const API_KEY_CHANGED_CHANNEL = 'beurs_api_key_changed';

/** Keys held at most; past it the longest-held are dropped and read again when next used. */
export const MAX_REMEMBERED_API_KEYS = 100_000;

/** A key that works, as a call made with it needs to know it. */
export interface LiveApiKey {
  id: string;
  userId: string;
  name: string;
  scopes: readonly ApiKeyScope[];
  /** When it stops working by itself (epoch ms), or null. */
  expiresAt: number | null;
}

interface RememberedKey extends LiveApiKey {
  lookup: string;
  secretHash: string;
  /** The allow-list, or null when the key is accepted from anywhere. */
  allowed: BlockList | null;
  allowedText: readonly string[];
}

export interface ApiKeyDirectoryOptions {
  database: Pick<Database, 'db' | 'listen'>;
  now: () => Date;
  /** Told when the listening connection drops or comes back: keys are read from the database meanwhile. */
  onListening?: (listening: boolean, error?: Error) => void;
  /**
   * Told once for each held key that has expired, within {@link EXPIRY_SWEEP_MS} of its expiry
   * (the socket server ends its sockets: nothing else would, as a socket makes no more calls).
   */
  onExpired?: (key: LiveApiKey) => void;
}

/** How often held keys are looked at for one that expired. */
export const EXPIRY_SWEEP_MS = 2_000;

const UNKNOWN_KEY = 'This API key is not valid: check that you copied the whole secret, or create a new key in the terminal.';

/** The allow-list as a BlockList (node's CIDR matcher), or null for "from anywhere". */
function allowListOf(entries: readonly string[]): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** An IPv4 address a dual-stack socket reports as `::ffff:a.b.c.d` is that IPv4 address. */
function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

function isAllowed(key: RememberedKey, ip: string | null): boolean {
  if (!key.allowed) return true;
  if (!ip) return false;
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 0) return false;
  return key.allowed.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The live API keys this process has checked, so a call made with a key costs no query. Built
 * like the session directory (identity/session-directory.ts): PostgreSQL stays the only truth,
 * a key is remembered only after the database said it is live and only while this process hears
 * every change of a key on {@link API_KEY_CHANGED_CHANNEL}; on hearing one it forgets the key.
 * While not listening nothing is trusted from memory. A read that overlapped an announcement is
 * not remembered, so a revoked key never comes back from a slow read.
 */
export class ApiKeyDirectory {
  private readonly byLookup = new Map<string, RememberedKey>();
  private readonly lookupById = new Map<string, string>();
  private epoch = 0;
  private listening = false;
  private readonly listener: KeptListener;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ApiKeyDirectoryOptions) {
    this.listener = keepListening({
      database: options.database,
      channel: API_KEY_CHANGED_CHANNEL,
      onPayload: (keyId) => this.forget(keyId),
      onListening: (listening, error) => {
        this.trust(listening);
        this.options.onListening?.(listening, error);
      },
    });
  }

  /** Starts hearing changed keys; until it resolves, checks read the database. */
  async start(): Promise<void> {
    await this.listener.start();
    const onExpired = this.options.onExpired;
    if (onExpired && !this.sweepTimer) {
      this.sweepTimer = setInterval(() => this.sweepExpired(onExpired), EXPIRY_SWEEP_MS);
      this.sweepTimer.unref();
    }
  }

  async close(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    this.trust(false);
    await this.listener.close();
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** How many keys are held (for tests and metrics). */
  get size(): number {
    return this.byLookup.size;
  }

  /**
   * The key of `secret` when it is known, not revoked, not expired and `ip` is on its allow-list.
   * Refuses with 401 for an unknown, revoked or expired key and for an address off the list.
   */
  async check(secret: string, ip: string | null): Promise<LiveApiKey> {
    const lookup = lookupOf(secret);
    if (!lookup) throw Refusal.unauthorized(UNKNOWN_KEY);
    const now = this.options.now().getTime();
    const held = this.listening ? this.byLookup.get(lookup) : undefined;
    const key = held ?? (await this.read(lookup, now));
    if (!secretMatches(secret, key.secretHash)) throw Refusal.unauthorized(UNKNOWN_KEY);
    if (key.expiresAt !== null && key.expiresAt <= now) {
      throw Refusal.unauthorized(
        `This API key expired at ${new Date(key.expiresAt).toISOString()}. Create a new key in the terminal, under Security → API keys.`,
      );
    }
    if (!isAllowed(key, ip)) {
      // 401 like any key that does not work here (docs/api.md, Errors): the program fixes the key or where it runs.
      throw Refusal.unauthorized(
        `This API key is not accepted from ${ip ?? 'an unknown address'}: it is limited to ${key.allowedText.join(', ')}. Call from one of those addresses or create a key that allows this one.`,
      );
    }
    return key;
  }

  /** Forgets a key (revoked here, or announced by another process), so its next call reads the database. */
  forget(keyId: string): void {
    this.epoch += 1;
    const lookup = this.lookupById.get(keyId);
    if (lookup === undefined) return;
    this.lookupById.delete(keyId);
    this.byLookup.delete(lookup);
  }

  /**
   * Forgets every held key that has expired and tells `onExpired` of each: a forgotten key is
   * read again on its next call, refused, and not held, so each expiry is told once here.
   */
  sweepExpired(onExpired: (key: LiveApiKey) => void): void {
    const now = this.options.now().getTime();
    const expired: LiveApiKey[] = [];
    for (const key of this.byLookup.values()) if (key.expiresAt !== null && key.expiresAt <= now) expired.push(key);
    for (const key of expired) {
      this.forget(key.id);
      onExpired(key);
    }
  }

  private async read(lookup: string, now: number): Promise<RememberedKey> {
    const epoch = this.epoch;
    const [row] = await this.options.database.db.select().from(apiKeys).where(eq(apiKeys.lookup, lookup));
    if (!row) throw Refusal.unauthorized(UNKNOWN_KEY);
    if (row.revokedAt) {
      throw Refusal.unauthorized(
        `This API key was revoked at ${row.revokedAt.toISOString()}. Create a new key in the terminal, under Security → API keys.`,
      );
    }
    const key: RememberedKey = {
      id: row.id,
      userId: row.userId,
      name: row.name,
      scopes: API_KEY_SCOPES.filter((scope) => row.scopes.includes(scope)),
      expiresAt: row.expiresAt?.getTime() ?? null,
      lookup,
      secretHash: row.secretHash,
      allowed: allowListOf(row.allowedIps),
      allowedText: row.allowedIps,
    };
    // An expired key is not held: its next call reads the database again and is refused again.
    if (this.listening && this.epoch === epoch && (key.expiresAt === null || key.expiresAt > now)) this.remember(key);
    return key;
  }

  private remember(key: RememberedKey): void {
    this.forgetLookup(key.lookup);
    if (this.byLookup.size >= MAX_REMEMBERED_API_KEYS) {
      const oldest = this.byLookup.keys().next();
      if (!oldest.done) this.forgetLookup(oldest.value);
    }
    this.byLookup.set(key.lookup, key);
    this.lookupById.set(key.id, key.lookup);
  }

  private forgetLookup(lookup: string): void {
    const held = this.byLookup.get(lookup);
    if (!held) return;
    this.byLookup.delete(lookup);
    this.lookupById.delete(held.id);
  }

  private trust(listening: boolean): void {
    this.epoch += 1;
    this.byLookup.clear();
    this.lookupById.clear();
    this.listening = listening;
  }
}
