/**
 * `bufferAnimationFrames()`: batches whatever arrives between two animation frames into one array, so a
 * burst of thousands of events renders once per frame (the budget of docs/architecture.md: 10 000
 * events/s into an overlay at 60 fps). Views apply the batch in one state update.
 *
 * Emits only non-empty batches (an idle stream schedules no frames at all), in arrival order; on complete or
 * error the pending batch is emitted first so nothing is lost.
 */
import { animationFrameScheduler, Observable, type OperatorFunction, type SchedulerLike, type Subscription } from 'rxjs';

/** @param scheduler default rxjs `animationFrameScheduler` (`requestAnimationFrame`); tests use TestScheduler's `animate`. */
export function bufferAnimationFrames<T>(scheduler: SchedulerLike = animationFrameScheduler): OperatorFunction<T, T[]> {
  return (source) =>
    new Observable<T[]>((subscriber) => {
      let batch: T[] = [];
      let pending: Subscription | undefined;
      const emitBatch = () => {
        if (batch.length === 0) return;
        const out = batch;
        batch = [];
        subscriber.next(out);
      };
      const onFrame = () => {
        pending = undefined;
        emitBatch();
      };
      /** Source finished: no need to wait for the frame. */
      const flush = () => {
        pending?.unsubscribe();
        pending = undefined;
        emitBatch();
      };
      const subscription = source.subscribe({
        next: (value) => {
          batch.push(value);
          pending ??= scheduler.schedule(onFrame);
        },
        error: (error: unknown) => {
          flush();
          subscriber.error(error);
        },
        complete: () => {
          flush();
          subscriber.complete();
        },
      });
      return () => {
        subscription.unsubscribe();
        pending?.unsubscribe();
      };
    });
}
