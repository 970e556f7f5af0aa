/**
 * Reading react-hook-form errors for display. The resolver nests an issue under the field's path; an issue on an
 * array field lands on `root` when the array has rows (RHF `toNestErrors`), or on the array itself, and one on an
 * element of a list of ids (a streamer's gifts) under its index. These helpers find every message under a node,
 * whichever shape it has, without walking into the DOM refs RHF keeps beside them.
 */

/** Every distinct `message` under `node` (the node's own first, then `root`, then children in order). */
export function messagesIn(node: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 6) return;
    const record = value as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message !== '') found.push(record.message);
    for (const [key, child] of Object.entries(record)) {
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
      visit(child, depth + 1);
    }
  };
  visit(node, 0);
  return [...new Set(found)];
}

/** The message of `node` itself or of its `root` (an array's own issue), not of its children. */
export function ownMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const record = node as { message?: unknown; root?: { message?: unknown } };
  if (typeof record.message === 'string' && record.message !== '') return record.message;
  const root = record.root?.message;
  return typeof root === 'string' && root !== '' ? root : undefined;
}
