/**
 * Turns menu rows into eladmin's router tree for `GET api/menus/build` (eladmin
 * `MenuServiceImpl.buildMenus`). Pure.
 * - buttons (type 2) are left out; children are ordered by sort number, then id;
 * - top-level nodes get path `/<path>` and component 'Layout'; nested directories 'ParentView'; pages
 *   their `componentName` (the console resolves pages by name); external links no component;
 * - a node with children: `alwaysShow: true`, `redirect: 'noredirect'`;
 * - a top-level page without children is wrapped in a 'Layout' node whose single child has path 'index'
 *   (for an external link: the link itself). The wrapper carries the same meta and the name
 *   `<name>Layout`, since names must be unique.
 * - `name` is the componentName, or the title when there is none; `meta.noCache = !cache`;
 *   titles (including `x:key`) are passed through untranslated.
 */
import type { BuiltMenu } from '../../../streams/contracts/menus';
import type { MenuRow } from './repository';

type TreeNode = MenuRow & { children: TreeNode[] };

/** Nests rows by `pid`; rows whose parent is not in the list become roots (a user may lack the parent). */
export function nestMenus(rows: MenuRow[]): TreeNode[] {
  const sorted = [...rows].sort((a, b) => a.menuSort - b.menuSort || a.id - b.id);
  const nodes = new Map(sorted.map((row) => [row.id, { ...row, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid === null ? undefined : nodes.get(node.pid);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function buildNode(node: TreeNode, topLevel: boolean): BuiltMenu {
  const name = node.componentName ?? node.title;
  const meta = { title: node.title, icon: node.icon, noCache: !node.cache };
  const path = node.path ?? '';
  let component: string | undefined;
  if (!node.iFrame) {
    if (topLevel) component = node.type === 1 && node.componentName ? node.componentName : 'Layout';
    else if (node.type === 0) component = 'ParentView';
    else component = node.componentName ?? undefined;
  }
  const built: BuiltMenu = { name, path: topLevel && !node.iFrame ? `/${path.replace(/^\/+/, '')}` : path, hidden: node.hidden, meta };
  if (component !== undefined) built.component = component;

  if (node.children.length > 0) {
    built.alwaysShow = true;
    built.redirect = 'noredirect';
    built.children = node.children.map((child) => buildNode(child, false));
    // A top-level container is always a Layout, whatever it is.
    if (topLevel && !node.iFrame) built.component = 'Layout';
    return built;
  }
  if (topLevel && node.type !== 0) {
    const page: BuiltMenu = { name, path: node.iFrame ? path : 'index', hidden: node.hidden, meta };
    if (!node.iFrame && node.componentName) page.component = node.componentName;
    return { name: `${name}Layout`, path: node.iFrame ? path : built.path, hidden: node.hidden, component: 'Layout', meta, children: [page] };
  }
  return built;
}

/** The router tree of the given menu rows (any types; buttons are dropped here). */
export function buildMenuTree(rows: MenuRow[]): BuiltMenu[] {
  return nestMenus(rows.filter((row) => row.type !== 2)).map((root) => buildNode(root, true));
}
