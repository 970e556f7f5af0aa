/**
 * The children of several parents read in one query (a user's roles, a role's departments) and handed out per parent:
 * the list pages load them for the rows of a page at once instead of one query per row.
 */

/**
 * Runs `query` and groups its rows by their `key` field (the parent's id): each group keeps the rows' order and drops
 * the key. Without `ids` nothing is queried and the map is empty.
 * @param ids the parents' ids (the query's filter; only checked for emptiness here).
 */
export async function groupedBy<K extends string, R extends Record<K, number>>(ids: readonly number[], key: K, query: () => PromiseLike<R[]>): Promise<Map<number, Omit<R, K>[]>> {
  const groups = new Map<number, Omit<R, K>[]>();
  if (ids.length === 0) return groups;
  for (const row of await query()) {
    const { [key]: parent, ...child } = row;
    const group = groups.get(parent);
    if (group) group.push(child);
    else groups.set(parent, [child]);
  }
  return groups;
}
