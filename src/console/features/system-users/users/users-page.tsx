/** Users page (issue 6). Being written. */
export function UsersPage() {
  return null;
}
