import type { AccountEvent, Order } from '@beurs/domain';
import { ERROR_CODES } from '@beurs/domain/constants';
import { isHttpError, type ApiClient } from '@beurs/api-client';
import type { RealtimeClient } from '@beurs/realtime';
import { Crossover, type Signal } from './crossover';
import { saveState, type BotState } from './bot-state';
import { log } from './log';
import { retrying } from './retrying';
import type { BotSettings } from './settings';

/** What the bot has done in this run. */
export interface BotTally {
  opened: number;
  closed: number;
  /** Opens answered with an order the server had already opened for the same client order id. */
  replayed: number;
}

/**
 * The crossover strategy on one instrument: long while the fast average is above the slow one,
 * short while below. Prices come from the quote stream; what the bot holds comes from the
 * account's numbered events (a fill, a close by stop-loss, a close-out), which the stream
 * replays after any reconnect, so the bot never acts on a position it has stopped hearing about.
 */
export class CrossoverBot {
  private readonly crossover: Crossover;
  private position: Order | null = null;
  /** The side the last signal asked for; acted on one step at a time. */
  private wanted: Exclude<Signal, null> | null = null;
  private acting: Promise<void> | null = null;
  private stopping = false;
  private lastEventAt = Date.now();
  readonly tally: BotTally = { opened: 0, closed: 0, replayed: 0 };

  constructor(
    private readonly settings: BotSettings,
    private readonly api: ApiClient,
    private readonly realtime: RealtimeClient,
    private readonly state: BotState,
  ) {
    this.crossover = new Crossover(settings.fast, settings.slow);
  }

  /** Whether an order is one of this bot's on its instrument. */
  private isMine(order: Order): boolean {
    return order.instrument_id === this.settings.instrument && (order.client_order_id ?? '').startsWith(`${this.settings.botId}-`);
  }

  /** Takes what the bot holds from a full list of live orders (at start, and after a snapshot). */
  adopt(orders: readonly Order[]): void {
    this.position = orders.find((order) => order.status === 'open' && this.isMine(order)) ?? null;
    log('position', { order_id: this.position?.id ?? null, side: this.position?.side ?? null });
  }

  /** One account event, in order, exactly once. */
  onAccountEvent(event: AccountEvent): void {
    this.lastEventAt = Date.now();
    this.state.lastSeq = event.seq;
    saveState(this.settings.stateFile, this.state);
    const order = event.order;
    if (!order || !this.isMine(order)) return;
    if ((event.type === 'order_opened' || event.type === 'order_filled') && order.status === 'open') this.position = order;
    if (event.type === 'order_closed' && this.position?.id === order.id) {
      log('closed_by_server', { order_id: order.id, reason: order.close_reason ?? null, seq: event.seq });
      this.position = null;
    }
  }

  /** One quote of the instrument: the mid price feeds the averages. */
  onPrice(bid: number, ask: number): void {
    const signal = this.crossover.next((bid + ask) / 2);
    if (!signal) return;
    log('signal', { side: signal });
    this.wanted = signal;
    this.acting ??= this.act().finally(() => (this.acting = null));
  }

  /** Sends again an open the previous run never heard answered, so it is settled before anything else. */
  async finishPendingOpen(): Promise<void> {
    const pending = this.state.pendingOpen;
    if (pending) await this.open(pending.side, pending.clientOrderId);
  }

  /**
   * Stops acting; resolves when the action under way has its answer and the events it caused
   * have been heard (no event for `quietMs`, or `longestMs` at most), so the state file holds
   * the account's last event and the next run resumes right after it.
   */
  async stop(quietMs = 1_500, longestMs = 10_000): Promise<void> {
    this.stopping = true;
    await this.acting;
    const deadline = Date.now() + longestMs;
    while (Date.now() - this.lastEventAt < quietMs && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Moves the position towards the side wanted, until it holds that side (signals may change meanwhile). */
  private async act(): Promise<void> {
    while (!this.stopping && this.wanted !== null && this.position?.side !== this.wanted) {
      const side = this.wanted;
      try {
        if (this.position) await this.close(this.position);
        else await this.open(side, `${this.settings.botId}-${this.state.nextOrder}`);
      } catch (error) {
        // A verdict against this step (the market closed, not enough margin): wait for the next signal.
        log('refused', { side, reason: (error as Error).message });
        return;
      }
    }
  }

  private async open(side: 'buy' | 'sell', clientOrderId: string): Promise<void> {
    // Written down before it is sent: a bot that dies now sends the same id again when it starts.
    this.state.pendingOpen = { clientOrderId, side };
    saveState(this.settings.stateFile, this.state);
    try {
      const { instrument, volume, leverage } = this.settings;
      const answer = await retrying(
        `open ${clientOrderId}`,
        () => this.api.openOrder({ instrument_id: instrument, side, volume, leverage, client_order_id: clientOrderId }),
        () => this.stopping,
      );
      const { order } = answer;
      this.position = order.status === 'open' ? order : this.position;
      this.tally.opened += 1;
      log('opened', { client_order_id: clientOrderId, order_id: order.id, side, price: order.open_price ?? null });
    } finally {
      // Settled either way: opened (or answered as opened before), or refused with nothing opened.
      this.state.pendingOpen = null;
      if (clientOrderId === `${this.settings.botId}-${this.state.nextOrder}`) this.state.nextOrder += 1;
      saveState(this.settings.stateFile, this.state);
    }
  }

  private async close(position: Order): Promise<void> {
    try {
      await retrying(
        `close ${position.id}`,
        () => this.api.closeOrder({ id: position.id }, { idempotencyKey: `close-${position.id}` }),
        () => this.stopping,
      );
      this.tally.closed += 1;
      log('closed', { order_id: position.id });
    } catch (error) {
      // Closed meanwhile by the server (a stop-loss, a close-out): nothing left to close.
      if (!isHttpError(error) || error.code !== ERROR_CODES.orderAlreadyClosed) throw error;
      log('already_closed', { order_id: position.id });
    }
    if (this.position?.id === position.id) this.position = null;
  }
}
