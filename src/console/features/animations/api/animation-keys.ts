/**
 * Query keys of the animation pages (one factory, so mutations invalidate through the same functions the queries
 * build their keys with). Kept inside the feature: no other feature reads them. A change to the library also
 * refreshes the user configurations, whose rows carry the animation's name and picture.
 */

/** Key factory. */
export const animationKeys = {
  all: ['animations'] as const,
  library: () => [...animationKeys.all, 'library'] as const,
  libraryList: (query: Readonly<Record<string, string | number | boolean>>) => [...animationKeys.library(), 'list', query] as const,
  /** The picker's search over enabled animations. */
  options: (blurry: string) => [...animationKeys.library(), 'options', blurry] as const,
  users: () => [...animationKeys.all, 'users'] as const,
  usersList: (query: Readonly<Record<string, string | number | boolean>>) => [...animationKeys.users(), 'list', query] as const,
} as const;

/**
 * The writes of the library share one mutation scope: TanStack Query runs them one after the other. The transport
 * refuses a second PUT to the same address while one is in flight ('CancelRepeatRequest'), which two quick status
 * switches on different rows would otherwise hit.
 */
export const LIBRARY_WRITE_SCOPE = { id: 'vehicle-animations-write' } as const;
