/**
 * The marking queue's keys: 1…9 then 0 mark the ten availabilities in the contract's order, arrows and j/k move, u
 * undoes the last mark. Keys typed into a field, or with a modifier (a browser shortcut), are not the queue's.
 */
import { ANCHOR_AVAILABILITIES, type AnchorAvailability } from '../../../../../streams/contracts/anchors';

/** The key of each availability, in the contract's order ('1'…'9', '0'). */
export const MARK_KEYS: ReadonlyArray<[string, AnchorAvailability]> = ANCHOR_AVAILABILITIES.map((availability, index) => [String((index + 1) % 10), availability]);

/** What a key asks the queue to do, or null when it is not the queue's. */
export type MarkingCommand = { kind: 'mark'; availability: AnchorAvailability } | { kind: 'move'; by: 1 | -1 } | { kind: 'undo' };

/** The command of a key press. */
export function commandOf(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>): MarkingCommand | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target;
  if (target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return null;
  const mark = MARK_KEYS.find(([key]) => key === event.key);
  if (mark) return { kind: 'mark', availability: mark[1] };
  if (event.key === 'ArrowDown' || event.key === 'ArrowRight' || event.key === 'j') return { kind: 'move', by: 1 };
  if (event.key === 'ArrowUp' || event.key === 'ArrowLeft' || event.key === 'k') return { kind: 'move', by: -1 };
  if (event.key === 'u' || event.key === 'U') return { kind: 'undo' };
  return null;
}
