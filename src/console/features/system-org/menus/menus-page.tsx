/** Menus page (issue 6). Being written. */
export function MenusPage() {
  return null;
}
