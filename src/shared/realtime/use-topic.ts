/**
 * `useTopic(client, topic, pipeline, initial)`: the latest value of `pipeline(client.topic$(topic))` while the
 * component is mounted (the topic is refcounted by the client, so many components can share one topic).
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
import type { Observable } from 'rxjs';
import type { RealtimeClient, TopicItem } from './realtime-client';

export function useTopic<T>(
  client: RealtimeClient,
  topic: string,
  pipeline: (items$: Observable<TopicItem>) => Observable<T>,
  initial: T,
): T {
  const [initialValue] = useState(initial);
  const store = useMemo(() => {
    const source$ = pipeline(client.topic$(topic));
    let value = initialValue;
    return {
      subscribe(onChange: () => void) {
        const subscription = source$.subscribe({
          next: (next) => {
            value = next;
            onChange();
          },
          error: () => undefined,
        });
        return () => subscription.unsubscribe();
      },
      getSnapshot: () => value,
    };
  }, [client, topic, pipeline, initialValue]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
