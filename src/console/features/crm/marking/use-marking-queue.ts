/**
 * The marking queue's state: the streamers still to mark (view `pendingMarking`), the one in focus, each mark sent at
 * once (`PUT api/anchors/availability`) and the focus left on the next streamer, and the undo of the last mark.
 *
 * The API cannot clear an availability (the body needs one of the ten), so an undo brings the streamer back to the
 * head of the queue, in focus, and the next key marks it again (the new mark replaces the one undone).
 */
import { useState } from 'react';
import type { AnchorAvailability, AnchorRow } from '../../../../../streams/contracts/anchors';
import { notifyFailure } from '@shared/ui/notify-failure';
import { notifySuccess } from '@shared/ui/toaster';
import { anchorsApi, useSetAvailability } from '../api/anchors-api';
import { anchorName } from '../common/anchor-columns';
import { useAnchorLabels } from '../common/labels';
import { useCrmT } from '../i18n/use-crm-t';

/** Streamers loaded at a time; the list reloads after every mark. */
const QUEUE_SIZE = 50;

/** What {@link useMarkingQueue} gives. */
export interface MarkingQueue {
  queue: AnchorRow[];
  /** The index of the streamer in focus (within `queue`). */
  index: number;
  current: AnchorRow | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
  focus: (index: number) => void;
  move: (by: 1 | -1) => void;
  mark: (availability: AnchorAvailability) => void;
  /** Whether there is a mark to undo. */
  canUndo: boolean;
  undo: () => void;
}

/** The queue. */
export function useMarkingQueue(): MarkingQueue {
  const { ft, failure } = useCrmT();
  const labels = useAnchorLabels();
  const list = anchorsApi.useList({ view: 'pendingMarking', page: 0, size: QUEUE_SIZE, sort: 'createTime,desc' });
  const send = useSetAvailability();
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const [returned, setReturned] = useState<AnchorRow[]>([]);
  const [history, setHistory] = useState<AnchorRow[]>([]);
  const [index, setIndex] = useState(0);
  const loaded = (list.data?.content ?? []).filter((row) => !marked.has(row.id) && !returned.some((back) => back.id === row.id));
  const queue = [...returned, ...loaded];
  const at = Math.min(index, Math.max(0, queue.length - 1));
  const current = queue[at];

  const without = (set: ReadonlySet<number>, id: number) => new Set([...set].filter((one) => one !== id));

  const mark = (availability: AnchorAvailability) => {
    if (!current) return;
    const row = current;
    // The focus stays at the same place, which now holds the next streamer.
    setMarked((set) => new Set(set).add(row.id));
    setReturned((rows) => rows.filter((back) => back.id !== row.id));
    setHistory((rows) => [...rows, row]);
    send.mutateAsync({ ids: [row.id], availability }).then(
      () => notifySuccess(ft('marking.marked', { name: anchorName(row), availability: labels.label('availability', availability) }), 1_500),
      (error: unknown) => {
        // Not marked after all: the streamer comes back where the focus is.
        setMarked((set) => without(set, row.id));
        setHistory((rows) => rows.filter((one) => one.id !== row.id));
        notifyFailure(ft('marking.failed'), failure(error));
      },
    );
  };

  const undo = () => {
    const last = history.at(-1);
    if (!last) return;
    setHistory((rows) => rows.slice(0, -1));
    setMarked((set) => without(set, last.id));
    setReturned((rows) => [last, ...rows.filter((back) => back.id !== last.id)]);
    setIndex(0);
    notifySuccess(ft('marking.undone'), 1_500);
  };

  return {
    queue,
    index: at,
    current,
    loading: list.isPending,
    error: list.error,
    retry: () => void list.refetch(),
    focus: (next) => setIndex(Math.max(0, Math.min(next, queue.length - 1))),
    move: (by) => setIndex(Math.max(0, Math.min(at + by, queue.length - 1))),
    mark,
    canUndo: history.length > 0,
    undo,
  };
}
