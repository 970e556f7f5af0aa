/** Tree pickers as native selects (ParentSelect): a tree flattened in order with each node's depth, optionally without one subtree. */

/** A node with children, as the department and menu trees come. */
export interface TreeNode {
  id: number;
  children?: TreeNode[] | undefined;
}

/** One option: the node and how deep it sits (0 = a root). */
export interface TreeOption<T> {
  node: T;
  depth: number;
}

/**
 * Depth-first, in the tree's order; `without` and everything below it are left out (a node cannot move under itself
 * or one of its descendants).
 */
export function flattenTree<T extends TreeNode>(roots: readonly T[], without?: number): TreeOption<T>[] {
  const out: TreeOption<T>[] = [];
  const walk = (nodes: readonly T[], depth: number) => {
    for (const node of nodes) {
      if (node.id === without) continue;
      out.push({ node, depth });
      walk((node.children ?? []) as T[], depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** The option text: the label indented by two no-break spaces per level (a native select shows no other indentation). */
export const indented = (label: string, depth: number) => `${'\u00a0\u00a0'.repeat(depth * 2)}${label}`;
