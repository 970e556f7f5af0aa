/**
 * A list page's own words, as a feature's bundle keeps them in one section (`jobs.title`, `jobs.help`, …), so the kit's
 * parts take them whole instead of one prop each: the page card's title and help, the table's name (its title unless
 * `table` is given), the search box's name and placeholder, and what the table says when it is empty, when nothing
 * matches the filters, and when the list failed to load. What a section lacks falls back to the kit's own words.
 */
export interface ListTexts {
  title: string;
  help?: string;
  /** The table's accessible name where it differs from the title. */
  table?: string;
  searchLabel?: string;
  /** Default: the search label. */
  searchPlaceholder?: string;
  /** Shown when the list is empty without filters ('No jobs yet'). */
  empty?: string;
  /** Shown when the filters match nothing; default 'Nothing matches the search'. */
  noMatch?: string;
  /** The load failure's title; default 'Could not load the list'. */
  failed?: string;
}
