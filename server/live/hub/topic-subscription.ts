/**
 * Resume-then-live delivery shared by both hubs. A subscription is either catching up (reading history pages
 * from the {@link TopicLog}, paced by the listener's `drain`) or live (fed by fan-out: at publish, or once per
 * turn for batched listeners). Live entries arriving while catching up are kept in a small buffer; any hole —
 * a trimmed page, a buffer overflow, a reader that skipped ahead — sends it back to reading history, so the
 * listener sees every seq after its cursor exactly once and in order, or a `gap` when history no longer has it.
 */
import { FANOUT_BATCH_BYTES, type HubEntry, type HubListener, type HubSubscription } from './hub';

/** What a hub's storage must answer for catch-up. */
export interface TopicLog {
  /**
   * Held entries with seq > `afterSeq`, ascending, at most `limit`, and the head seq read no later than the
   * entries (so every seq ≤ headSeq is either returned, beyond `limit`, or trimmed).
   */
  read(topic: string, afterSeq: number, limit: number): Promise<{ entries: HubEntry[]; headSeq: number }>;
  headSeq(topic: string): Promise<number>;
}

/** History page size during catch-up. */
const PAGE = 500;
/** Live entries kept while catching up; beyond this they are dropped and re-read from history. */
const PENDING_MAX = 2_000;

/** The subscriptions of one topic: called per entry at publish, or handed the turn's batch. */
interface TopicSubscribers {
  readonly each: Set<TopicSubscription>;
  readonly batched: Set<TopicSubscription>;
}

/** Entries of one topic published during this turn, for the batched subscribers. */
interface TopicTurn {
  entries: HubEntry[];
  /** JSON bytes so far (a batch is handed over early beyond FANOUT_BATCH_BYTES). */
  bytes: number;
  /** Every entry is the previous seq + 1 (always on one memory hub; Redis readers may skip trimmed ones). */
  contiguous: boolean;
}

/**
 * Topic → subscriptions of this process. Listeners with `event` only are called at once for every entry;
 * listeners with `events` get the entries of a turn together (see {@link HubListener.events}): with 200
 * websocket clients on a room, that is one call per client per turn instead of one per client per event.
 */
export class LocalFanout {
  private readonly byTopic = new Map<string, TopicSubscribers>();
  private turns = new Map<string, TopicTurn>();
  private flushScheduled = false;

  constructor(private readonly batchBytes = FANOUT_BATCH_BYTES) {}

  add(subscription: TopicSubscription): void {
    let subscribers = this.byTopic.get(subscription.topic);
    if (!subscribers) this.byTopic.set(subscription.topic, (subscribers = { each: new Set(), batched: new Set() }));
    (subscription.batched ? subscribers.batched : subscribers.each).add(subscription);
  }

  remove(subscription: TopicSubscription): void {
    const subscribers = this.byTopic.get(subscription.topic);
    if (!subscribers) return;
    (subscription.batched ? subscribers.batched : subscribers.each).delete(subscription);
    if (subscribers.each.size === 0 && subscribers.batched.size === 0) this.byTopic.delete(subscription.topic);
  }

  has(topic: string): boolean {
    return this.byTopic.has(topic);
  }

  topics(): IterableIterator<string> {
    return this.byTopic.keys();
  }

  /** Hands `entry` to every subscription of its topic (batched ones at the end of the turn); never awaits. */
  push(entry: HubEntry): void {
    const subscribers = this.byTopic.get(entry.topic);
    if (!subscribers) return;
    for (const subscription of subscribers.each) subscription.push(entry);
    if (subscribers.batched.size === 0) return;
    let turn = this.turns.get(entry.topic);
    if (!turn) {
      this.turns.set(entry.topic, (turn = { entries: [], bytes: 0, contiguous: true }));
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flushTurns());
      }
    } else if (turn.contiguous && entry.seq !== turn.entries[turn.entries.length - 1]!.seq + 1) {
      turn.contiguous = false;
    }
    turn.entries.push(entry);
    turn.bytes += entry.json.length;
    // A long turn (a burst, a fast replay) is handed over in pieces: bounded memory, earlier delivery.
    if (turn.bytes >= this.batchBytes) {
      this.turns.delete(entry.topic);
      this.deliverTurn(entry.topic, turn);
    }
  }

  /**
   * Tells every subscription of `topic` that events before its next one may be lost for good (a store that lost them
   * and handed their seqs out again): each running subscription gets a `gap` at the seq it expects next, so its
   * reader resyncs, and goes on from there.
   */
  resync(topic: string): void {
    const subscribers = this.byTopic.get(topic);
    if (!subscribers) return;
    for (const subscription of [...subscribers.each, ...subscribers.batched]) subscription.resync();
  }

  private flushTurns(): void {
    this.flushScheduled = false;
    const turns = this.turns;
    this.turns = new Map();
    for (const [topic, turn] of turns) this.deliverTurn(topic, turn);
  }

  private deliverTurn(topic: string, turn: TopicTurn): void {
    const subscribers = this.byTopic.get(topic);
    if (!subscribers) return;
    for (const subscription of subscribers.batched) subscription.pushMany(turn.entries, turn.contiguous);
  }

  closeAll(): void {
    for (const subscribers of this.byTopic.values()) {
      for (const subscription of subscribers.each) subscription.close();
      for (const subscription of subscribers.batched) subscription.close();
    }
    this.byTopic.clear();
    this.turns.clear();
  }
}

/** One listener on one topic. Created registered with the fan-out and already catching up. */
export class TopicSubscription implements HubSubscription {
  private mode: 'starting' | 'catchingUp' | 'live' | 'closed' = 'starting';
  /** The last seq delivered (or the starting cursor). */
  private last = 0;
  private pending: HubEntry[] = [];
  /** The listener takes live entries in batches ({@link HubListener.events}). */
  readonly batched: boolean;

  constructor(
    readonly topic: string,
    private readonly listener: HubListener,
    private readonly log: TopicLog,
    private readonly fanout: LocalFanout,
    sinceSeq: number | undefined,
  ) {
    this.batched = typeof listener.events === 'function';
    fanout.add(this);
    void this.begin(sinceSeq);
  }

  close(): void {
    if (this.mode === 'closed') return;
    this.mode = 'closed';
    this.pending = [];
    this.fanout.remove(this);
  }

  /** See {@link LocalFanout.resync}; a subscription not started yet gets its history as usual. */
  resync(): void {
    if (this.mode === 'live' || this.mode === 'catchingUp') this.listener.gap(this.last + 1);
  }

  /** Called by fan-out for every entry of the topic, in seq order per instance. */
  push(entry: HubEntry): void {
    if (this.mode === 'closed') return;
    if (this.mode === 'live') {
      if (entry.seq <= this.last) return;
      if (entry.seq === this.last + 1) {
        this.deliver(entry);
        return;
      }
      // A hole (the reader skipped trimmed entries, or this instance missed some): read them from history.
      this.mode = 'catchingUp';
      this.pending = [entry];
      void this.catchUp();
      return;
    }
    if (this.pending.length >= PENDING_MAX) this.pending = [];
    this.pending.push(entry);
  }

  /**
   * Called by fan-out with a turn's entries of the topic, ascending (`contiguous`: consecutive seqs). In step
   * and contiguous: one `events` call with the same array every in-step subscriber gets; otherwise entry by
   * entry through {@link push} (holes, catch-up).
   */
  pushMany(entries: readonly HubEntry[], contiguous: boolean): void {
    if (this.mode === 'live' && contiguous) {
      const first = entries[0]!.seq;
      // Already delivered from history while catching up (the batch was waiting for the end of the turn).
      const skip = this.last + 1 - first;
      if (skip === 0) {
        this.last = entries[entries.length - 1]!.seq;
        this.listener.events!(entries);
        return;
      }
      if (skip > 0) {
        if (skip < entries.length) {
          const rest = entries.slice(skip);
          this.last = rest[rest.length - 1]!.seq;
          this.listener.events!(rest);
        }
        return;
      }
    }
    for (const entry of entries) this.push(entry);
  }

  private deliver(entry: HubEntry): void {
    this.last = entry.seq;
    this.listener.event(entry);
  }

  private async begin(sinceSeq: number | undefined): Promise<void> {
    try {
      const headSeq = await this.log.headSeq(this.topic);
      if (this.isClosed()) return;
      this.listener.start(headSeq);
      this.last = sinceSeq ?? headSeq;
      this.mode = 'catchingUp';
      if (sinceSeq !== undefined && sinceSeq > headSeq) {
        // The cursor belongs to another history (store reset or expired topic): start over from the oldest.
        await this.catchUp(true);
      } else {
        await this.catchUp();
      }
    } catch (error) {
      this.fail(error);
    }
  }

  private isClosed(): boolean {
    return this.mode === 'closed';
  }

  private fail(error: unknown): void {
    if (this.isClosed()) return;
    this.close();
    this.listener.error?.(error instanceof Error ? error : new Error(String(error)));
  }

  /** Reads history until the pending live entries join up with the cursor, then goes live. */
  private async catchUp(restart = false): Promise<void> {
    try {
      let forceGap = restart;
      if (restart) this.last = 0;
      while (!this.isClosed()) {
        const { entries, headSeq } = await this.log.read(this.topic, this.last, PAGE);
        if (this.isClosed()) return;
        if (entries.length === 0 && (forceGap || headSeq > this.last)) {
          // Nothing held after the cursor although the head is past it: everything up to head is gone.
          this.listener.gap(headSeq + 1);
          this.last = headSeq;
          forceGap = false;
        }
        forceGap = this.deliverPage(entries, forceGap);
        if (entries.length === PAGE) {
          await this.listener.drain?.();
          continue;
        }
        if (this.joinPending()) return;
      }
    } catch (error) {
      this.fail(error);
    }
  }

  /** Delivers a history page; returns whether a gap is still owed (restart with an empty page). */
  private deliverPage(entries: HubEntry[], forceGap: boolean): boolean {
    for (const entry of entries) {
      if (this.isClosed()) return false;
      if (entry.seq <= this.last) continue;
      if (forceGap || entry.seq > this.last + 1) {
        this.listener.gap(entry.seq);
        forceGap = false;
      }
      this.deliver(entry);
    }
    return forceGap && entries.length === 0;
  }

  /** Flushes pending live entries if they continue the cursor; true once live. */
  private joinPending(): boolean {
    const pending = this.pending.filter((entry) => entry.seq > this.last);
    this.pending = [];
    if (pending.length > 0 && pending[0]!.seq !== this.last + 1) {
      // Entries between the cursor and the buffer are in history: read again (the buffer is refilled meanwhile).
      this.pending = pending;
      return false;
    }
    for (const entry of pending) {
      if (this.isClosed()) return true;
      if (entry.seq !== this.last + 1) {
        this.pending = pending.filter((later) => later.seq > this.last);
        return false;
      }
      this.deliver(entry);
    }
    this.mode = 'live';
    return true;
  }
}
