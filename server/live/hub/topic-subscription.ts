/**
 * Resume-then-live delivery shared by both hubs. A subscription is either catching up (reading history pages
 * from the {@link TopicLog}, paced by the listener's `drain`) or live (fed synchronously by fan-out). Live
 * entries arriving while catching up are kept in a small buffer; any hole — a trimmed page, a buffer
 * overflow, a reader that skipped ahead — sends it back to reading history, so the listener sees every seq
 * after its cursor exactly once and in order, or a `gap` when history no longer has it.
 */
import type { HubEntry, HubListener, HubSubscription } from './hub';

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

/** Topic → live subscriptions of this process. */
export class LocalFanout {
  private readonly byTopic = new Map<string, Set<TopicSubscription>>();

  add(subscription: TopicSubscription): void {
    let set = this.byTopic.get(subscription.topic);
    if (!set) this.byTopic.set(subscription.topic, (set = new Set()));
    set.add(subscription);
  }

  remove(subscription: TopicSubscription): void {
    const set = this.byTopic.get(subscription.topic);
    if (!set) return;
    set.delete(subscription);
    if (set.size === 0) this.byTopic.delete(subscription.topic);
  }

  has(topic: string): boolean {
    return this.byTopic.has(topic);
  }

  topics(): IterableIterator<string> {
    return this.byTopic.keys();
  }

  /** Hands `entry` to every subscription of its topic, synchronously; never awaits a consumer. */
  push(entry: HubEntry): void {
    const set = this.byTopic.get(entry.topic);
    if (!set) return;
    for (const subscription of set) subscription.push(entry);
  }

  closeAll(): void {
    for (const set of this.byTopic.values()) for (const subscription of set) subscription.close();
    this.byTopic.clear();
  }
}

/** One listener on one topic. Created registered with the fan-out and already catching up. */
export class TopicSubscription implements HubSubscription {
  private mode: 'starting' | 'catchingUp' | 'live' | 'closed' = 'starting';
  /** The last seq delivered (or the starting cursor). */
  private last = 0;
  private pending: HubEntry[] = [];

  constructor(
    readonly topic: string,
    private readonly listener: HubListener,
    private readonly log: TopicLog,
    private readonly fanout: LocalFanout,
    sinceSeq: number | undefined,
  ) {
    fanout.add(this);
    void this.begin(sinceSeq);
  }

  close(): void {
    if (this.mode === 'closed') return;
    this.mode = 'closed';
    this.pending = [];
    this.fanout.remove(this);
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
