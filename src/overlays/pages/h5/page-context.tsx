/** What a phone page knows from its link: the key, the language asked for, its other params, and its API calls. */
import { createContext, useContext } from 'react';
import { h5Api, type H5Api } from './h5-api';

/** The link a phone page was opened with. */
export interface H5Link {
  /** The personal link key (`key`, trimmed), `null` when the link has none. */
  key: string | null;
  /** `lang` as the link gave it, kept on the links to other pages. */
  lang: string | null;
  /** The whole query (`id`, …). */
  query: URLSearchParams;
  /** The calls, with the key. */
  api: H5Api;
}

/** Reads a phone page's link from `location.search`. */
export function readH5Link(search: string): H5Link {
  const query = new URLSearchParams(search);
  const key = query.get('key')?.trim() || null;
  return { key, lang: query.get('lang'), query, api: h5Api(key) };
}

const LinkContext = createContext<H5Link | null>(null);

/** Provides the link to the page below. */
export const H5LinkProvider = LinkContext.Provider;

/** The page's link. @throws outside an {@link H5LinkProvider} */
export function useH5Link(): H5Link {
  const link = useContext(LinkContext);
  if (!link) throw new Error('useH5Link: no H5LinkProvider above this page');
  return link;
}

/** A positive whole-number `id` of the link, or `null` (a missing or broken id shows "not found", not a crash). */
export function idParam(link: H5Link): number | null {
  const id = Number(link.query.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
