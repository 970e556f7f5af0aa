/**
 * `bufferAnimationFrames()`: batches whatever arrives between two animation frames into one array, so a
 * burst of thousands of events renders once per frame (the budget of docs/architecture.md: 10 000
 * events/s into an overlay at 60 fps). Views apply the batch in one state update.
 *
 * Emits only non-empty batches (an idle stream schedules no frames at all), in arrival order; on complete or
 * error the pending batch is emitted first so nothing is lost. {@link concatAnimationFrames} does the same for
 * a stream of arrays (the realtime client's `topicBatches$`).
 */
import { animationFrameScheduler, Observable, type OperatorFunction, type SchedulerLike, type Subscription } from 'rxjs';

/** @param scheduler default rxjs `animationFrameScheduler` (`requestAnimationFrame`); tests use TestScheduler's `animate`. */
export function bufferAnimationFrames<T>(scheduler: SchedulerLike = animationFrameScheduler): OperatorFunction<T, T[]> {
  return (source) => collectPerFrame(source, (batch, value: T) => batch.push(value), scheduler);
}

/**
 * `concatAnimationFrames()`: the same for a stream of arrays (`RealtimeClient.topicBatches$`: one array per
 * server frame), concatenated in arrival order: a batched frame of hundreds of events costs one push per event
 * and no emission of its own, and everything up to the next animation frame is one update.
 *
 * @param scheduler as for {@link bufferAnimationFrames}.
 */
export function concatAnimationFrames<T>(scheduler: SchedulerLike = animationFrameScheduler): OperatorFunction<readonly T[], T[]> {
  return (source) =>
    collectPerFrame(
      source,
      (batch, values: readonly T[]) => {
        for (const value of values) batch.push(value);
      },
      scheduler,
    );
}

function collectPerFrame<T, V>(source: Observable<V>, add: (batch: T[], value: V) => void, scheduler: SchedulerLike): Observable<T[]> {
  return new Observable<T[]>((subscriber) => {
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
        add(batch, value);
        if (batch.length > 0) pending ??= scheduler.schedule(onFrame);
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
