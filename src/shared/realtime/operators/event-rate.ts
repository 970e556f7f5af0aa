/**
 * `eventRate(windowMs)`: events per second over a sliding window ("rates (events per
 * second)"), e.g. gifts/s or chat messages/s on the monitoring wall.
 *
 * Emits `0` on subscription, then the new rate whenever it changes: on each event, and when an old event
 * leaves the window (so the figure decays to 0 when a room goes quiet). One timer at a time is pending (for
 * the oldest event in the window), so a burst of thousands of events costs no timer per event. Completes and
 * errors with the source. Pure rxjs (no DOM): usable by the server too.
 */
import { asyncScheduler, Observable, type OperatorFunction, type SchedulerLike, type Subscription } from 'rxjs';

/**
 * @param windowMs the window length in ms (> 0); the rate is `events in the last windowMs × 1000 / windowMs`.
 * @param scheduler the time source; default `asyncScheduler` (TestScheduler's virtual time in marble tests).
 */
export function eventRate<T>(windowMs: number, scheduler: SchedulerLike = asyncScheduler): OperatorFunction<T, number> {
  if (!(windowMs > 0)) throw new RangeError(`eventRate: windowMs must be > 0, got ${windowMs}`);
  const perSecond = 1_000 / windowMs;
  return (source) =>
    new Observable<number>((subscriber) => {
      /** Arrival times (ms) of the events in the window, oldest first, from `head` on. */
      let times: number[] = [];
      let head = 0;
      let timer: Subscription | undefined;
      let last = 0;

      const evict = (now: number) => {
        while (head < times.length && (times[head] ?? 0) <= now - windowMs) head += 1;
        // Compact now and then instead of shifting on every eviction.
        if (head > 1_024 && head * 2 > times.length) {
          times = times.slice(head);
          head = 0;
        }
      };
      const emit = () => {
        const rate = (times.length - head) * perSecond;
        if (rate !== last) {
          last = rate;
          subscriber.next(rate);
        }
      };
      const arm = () => {
        const oldest = times[head];
        if (timer || oldest === undefined) return;
        timer = scheduler.schedule(
          () => {
            timer = undefined;
            evict(scheduler.now());
            emit();
            arm();
          },
          Math.max(0, oldest + windowMs - scheduler.now()),
        );
      };

      subscriber.next(0);
      const subscription = source.subscribe({
        next: () => {
          const now = scheduler.now();
          evict(now);
          times.push(now);
          emit();
          arm();
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
      return () => {
        subscription.unsubscribe();
        timer?.unsubscribe();
      };
    });
}
