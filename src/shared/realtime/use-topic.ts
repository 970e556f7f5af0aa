/**
 * `useTopic(client, topic, pipeline, initial)`: the latest value of `pipeline(items$)` while the component is
 * mounted, where `items$` is the topic's items (`client.topic$(topic)`; the topic is refcounted by the client,
 * so many components can share one topic).
 *
 * One view update per server frame at most: the items of a batched `events` frame (hundreds of events) go
 * through the pipeline one by one, synchronously, and React hears of the pipeline's newest value once, after
 * the last of them. A pipeline that buffers (`bufferAnimationFrames()`) updates once per animation frame.
 *
 * `pipeline` must be stable (defined at module level or memoised): a new function resubscribes. It is where
 * a view folds items into what it renders, typically
 * `(items$) => items$.pipe(bufferAnimationFrames(), scan(applyBatch, initial))`, handling `gap` items by
 * reloading its state. `initial` is taken on the first render: it is the value before the first emission,
 * also after a change of client, topic or pipeline. Errors of the stream (e.g. `TopicForbiddenError`) leave
 * the last value; map them in the pipeline
 * (`catchError`) to show them.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Subject, type Observable } from 'rxjs';
import type { RealtimeClient, TopicItem } from './realtime-client';

export function useTopic<T>(
  client: RealtimeClient,
  topic: string,
  pipeline: (items$: Observable<TopicItem>) => Observable<T>,
  initial: T,
): T {
  const [initialValue] = useState(initial);
  const store = useMemo(() => {
    // Throws at once for an invalid topic, as topic$ does.
    const batches$ = client.topicBatches$(topic);
    let value = initialValue;
    return {
      subscribe(onChange: () => void) {
        const items$ = new Subject<TopicItem>();
        /** A frame's items are going through the pipeline: tell React once, at the end. */
        let inFrame = false;
        let changed = false;
        const output = pipeline(items$).subscribe({
          next: (next) => {
            value = next;
            if (inFrame) changed = true;
            else onChange();
          },
          error: () => undefined,
        });
        const input = batches$.subscribe({
          next: (items) => {
            inFrame = true;
            try {
              for (const item of items) items$.next(item);
            } finally {
              inFrame = false;
            }
            if (changed) {
              changed = false;
              onChange();
            }
          },
          error: (error: unknown) => items$.error(error),
          complete: () => items$.complete(),
        });
        return () => {
          input.unsubscribe();
          output.unsubscribe();
        };
      },
      getSnapshot: () => value,
    };
  }, [client, topic, pipeline, initialValue]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
