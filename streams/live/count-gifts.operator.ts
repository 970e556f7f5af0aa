/**
 * `countGifts`: the gift ledger (`gift-streak.ts`) as an RxJS operator `(source$) => counts$`, for pipelines
 * that hold one room's events in one subscription (the browser's replay views, tests, the simulator).
 *
 * The idle close (STREAK_IDLE_MS) runs on an RxJS scheduler: `scheduler.now()` is the ledger's `now` and one
 * timer is kept armed at the earliest streak deadline, so `TestScheduler` marble tests drive it in virtual
 * time. A `control` event with action `ended` and the completion of the source both close every open streak
 * (`source-end`); so does an error, before it is passed on, because the ledger dies with the subscription.
 * (A server room that reconnects keeps its ledger across connections and calls the functions directly.)
 */
import { asyncScheduler, Observable, type OperatorFunction, type SchedulerLike, type Subscription } from 'rxjs';
import {
  closeGiftStreaks,
  createGiftLedger,
  endGiftLedger,
  giftLedgerView,
  nextStreakDeadline,
  recordGift,
  type CountedGift,
  type GiftLedgerOptions,
  type GiftLedgerView,
} from './gift-streak';
import type { LiveEvent } from './live-event';

/** What `countGifts` emits: each committed record, and the ledger view after every change of it. */
export type GiftCountEmission =
  | { readonly type: 'counted'; readonly record: CountedGift }
  | { readonly type: 'provisional'; readonly view: GiftLedgerView };

/** Ledger options plus the scheduler for `now` and the idle timer (default `asyncScheduler`). */
export interface CountGiftsOptions extends GiftLedgerOptions {
  readonly scheduler?: SchedulerLike;
}

/**
 * Counts the gift events of a live event stream exactly once (rules in `gift-streak.ts`); other events are
 * read only for `control: ended`. Emits the `counted` records of each step in commit order, then one
 * `provisional` view (totals and open streaks) whenever a frame or a close changed the ledger.
 */
export function countGifts(options: CountGiftsOptions = {}): OperatorFunction<LiveEvent, GiftCountEmission> {
  const scheduler = options.scheduler ?? asyncScheduler;
  return (source$) =>
    new Observable<GiftCountEmission>((subscriber) => {
      const ledger = createGiftLedger(options);
      let timer: Subscription | null = null;
      let timerAt: number | null = null;

      const publish = (records: readonly CountedGift[], changed: boolean): void => {
        for (const record of records) subscriber.next({ type: 'counted', record });
        if (changed || records.length > 0) subscriber.next({ type: 'provisional', view: giftLedgerView(ledger) });
      };
      const arm = (): void => {
        const due = nextStreakDeadline(ledger);
        if (due === timerAt) return;
        timer?.unsubscribe();
        timer = null;
        timerAt = due;
        if (due === null) return;
        timer = scheduler.schedule(() => {
          timer = null;
          timerAt = null;
          publish(closeGiftStreaks(ledger, scheduler.now()), false);
          arm();
        }, Math.max(0, due - scheduler.now()));
      };
      const endAll = (): void => {
        timer?.unsubscribe();
        timer = null;
        timerAt = null;
        publish(endGiftLedger(ledger, scheduler.now()), false);
      };

      const subscription = source$.subscribe({
        next(event) {
          if (event.type === 'control' && event.action === 'ended') {
            endAll();
            return;
          }
          if (event.type !== 'gift') return;
          const step = recordGift(ledger, event, scheduler.now());
          publish(step.counted, step.outcome === 'provisional' || step.outcome === 'counted');
          arm();
        },
        error(err: unknown) {
          endAll();
          subscriber.error(err);
        },
        complete() {
          endAll();
          subscriber.complete();
        },
      });
      return () => {
        subscription.unsubscribe();
        timer?.unsubscribe();
      };
    });
}
