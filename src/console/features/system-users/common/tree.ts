/**
 * Flat `{id, pid}` lists (depts of the pickers, menus of the assignment tree) as depth-first rows with their depth:
 * roots are the items whose parent is not in the list (a scoped caller's top dept may sit under one they cannot see).
 */

export interface TreeItem {
  id: number;
  pid: number | null;
}

/** An item with its depth (0 = root) in depth-first order, siblings in the list's order. */
export interface TreeRow<T extends TreeItem> {
  item: T;
  depth: number;
}

export function treeRows<T extends TreeItem>(items: readonly T[]): TreeRow<T>[] {
  const ids = new Set(items.map((item) => item.id));
  const children = new Map<number | null, T[]>();
  for (const item of items) {
    const parent = item.pid !== null && ids.has(item.pid) ? item.pid : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const rows: TreeRow<T>[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const item of children.get(parent) ?? []) {
      rows.push({ item, depth });
      visit(item.id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

/** The id and every id below it. */
export function descendantIds(items: readonly TreeItem[], id: number): number[] {
  const found = [id];
  for (let i = 0; i < found.length; i += 1) {
    for (const item of items) if (item.pid === found[i]) found.push(item.id);
  }
  return found;
}

/** The ids above `id` (parent first), as far as the list goes. */
export function ancestorIds(items: readonly TreeItem[], id: number): number[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const found: number[] = [];
  let current = byId.get(id)?.pid ?? null;
  while (current !== null && byId.has(current) && !found.includes(current)) {
    found.push(current);
    current = byId.get(current)?.pid ?? null;
  }
  return found;
}

/**
 * Ticking a node ticks what is below it and what is above it (a button without its page is useless); unticking
 * unticks what is below it.
 */
export function toggleInTree(items: readonly TreeItem[], checked: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(checked);
  for (const below of descendantIds(items, id)) {
    if (on) next.add(below);
    else next.delete(below);
  }
  if (on) for (const above of ancestorIds(items, id)) next.add(above);
  return next;
}
