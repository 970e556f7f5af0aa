/**
 * The menu form's values and their check: the form holds text (the parent as a select's value), the body is the
 * contract's (streams/contracts/menus.ts `menuCreateBodySchema`, whose rules need the whole body: a page needs a
 * known component name, an external link an http(s) path, a button a permission).
 */
import { menuCreateBodySchema, type Menu, type MenuCreateBody } from '../../../../../streams/contracts/menus';

/** What the form edits. */
export interface MenuFormValues {
  type: '0' | '1' | '2';
  title: string;
  icon: string;
  path: string;
  component: string;
  componentName: string;
  permission: string;
  /** '' = top level. */
  pid: string;
  menuSort: string;
  iFrame: boolean;
  cache: boolean;
  hidden: boolean;
}

export type MenuFormField = keyof MenuFormValues;

/** The fields a 400 may name. */
export const MENU_FORM_FIELDS: readonly MenuFormField[] = ['type', 'title', 'icon', 'path', 'component', 'componentName', 'permission', 'pid', 'menuSort', 'iFrame', 'cache', 'hidden'];

/** A new menu's values, under `pid` when given. */
export const newMenuValues = (pid: number | null): MenuFormValues => ({
  type: pid === null ? '0' : '1',
  title: '',
  icon: '',
  path: '',
  component: '',
  componentName: '',
  permission: '',
  pid: pid === null ? '' : String(pid),
  menuSort: '999',
  iFrame: false,
  cache: false,
  hidden: false,
});

/** An existing menu's values. */
export const menuValues = (menu: Menu): MenuFormValues => ({
  type: String(menu.type) as MenuFormValues['type'],
  title: menu.title,
  icon: menu.icon ?? '',
  path: menu.path ?? '',
  component: menu.component ?? '',
  componentName: menu.componentName ?? '',
  permission: menu.permission ?? '',
  pid: menu.pid === null ? '' : String(menu.pid),
  menuSort: String(menu.menuSort),
  iFrame: menu.iFrame,
  cache: menu.cache,
  hidden: menu.hidden,
});

/** The fields a type uses; the others are sent empty so a type change leaves nothing stale behind. */
export function fieldsOf(type: MenuFormValues['type'], iFrame: boolean): ReadonlySet<MenuFormField> {
  if (type === '2') return new Set<MenuFormField>(['type', 'title', 'permission', 'pid', 'menuSort']);
  if (type === '0') return new Set<MenuFormField>(['type', 'title', 'icon', 'path', 'pid', 'menuSort', 'iFrame', 'hidden']);
  const page = new Set<MenuFormField>(['type', 'title', 'icon', 'path', 'pid', 'menuSort', 'iFrame', 'hidden', 'permission']);
  if (!iFrame) for (const field of ['component', 'componentName', 'cache'] as const) page.add(field);
  return page;
}

/** The check's outcome: the body, or the first message per field. */
export type MenuCheck = { ok: true; body: MenuCreateBody } | { ok: false; errors: Partial<Record<MenuFormField, string>> };

/** Builds and checks the body of the values. */
export function checkMenuForm(values: MenuFormValues): MenuCheck {
  const used = fieldsOf(values.type, values.iFrame);
  const text = (field: MenuFormField & keyof MenuCreateBody, value: string) => (used.has(field) ? value : '');
  const sort = values.menuSort.trim() === '' ? Number.NaN : Number(values.menuSort);
  const parsed = menuCreateBodySchema.safeParse({
    type: Number(values.type),
    title: values.title,
    icon: text('icon', values.icon),
    path: text('path', values.path),
    component: text('component', values.component),
    componentName: text('componentName', values.componentName),
    permission: text('permission', values.permission),
    pid: values.pid === '' ? null : Number(values.pid),
    menuSort: sort,
    iFrame: used.has('iFrame') && values.iFrame,
    cache: used.has('cache') && values.cache,
    hidden: used.has('hidden') && values.hidden,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<MenuFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = MENU_FORM_FIELDS.find((name) => name === issue.path[0]) ?? 'title';
    errors[field] ??= issue.message.startsWith(`${field}: `) ? issue.message : `${field}: ${issue.message}`;
  }
  return { ok: false, errors };
}
