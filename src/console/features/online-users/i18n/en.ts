/**
 * English texts the Online users page adds to the console's `online.*` (the table, the own-session
 * refusal), loaded with the page under `onlineUsers.*`.
 */
export const onlineUsersEn = {
  help: 'Everyone signed in to the console, on every server instance. Forcing a session out ends it at once: its next request asks to sign in again.',
  table: 'Online sessions',
  empty: 'Nobody is signed in.',
  noMatch: 'No session matches this search.',
  ownSession: 'You cannot force out your own session; sign out instead.',
};

/** The shape every language's bundle has (the typecheck holds the four to the same keys). */
export type OnlineUsersLocale = typeof onlineUsersEn;
