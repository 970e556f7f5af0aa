/** Roles page (issue 6). Being written. */
export function RolesPage() {
  return null;
}
