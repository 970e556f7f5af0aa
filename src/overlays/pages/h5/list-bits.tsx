/** The search box and the "Load more" end of the phone lists. */
import { useState, type FormEvent } from 'react';
import { useH5Texts } from './text/h5-text';
import { ErrorState } from './ui';
import type { PagedList } from './use-paged-list';

/** A search box: the query is applied on submit (a phone keyboard's Enter/Go), not on every letter. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  const { ui } = useH5Texts();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="h5-search" role="search" onSubmit={submit}>
      <input type="search" className="h5-input" value={text} onChange={(event) => setText(event.target.value)} placeholder={ui.anchor.search} aria-label={ui.anchor.search} enterKeyHint="search" />
      <button type="submit" className="h5-button">
        {ui.anchor.searchButton}
      </button>
    </form>
  );
}

/** "Load more" while the list has more rows, and the reason a further page failed. */
export function MoreButton<T>({ list }: { list: PagedList<T> }) {
  const { ui } = useH5Texts();
  return (
    <>
      {list.status === 'ready' && list.error !== undefined && <ErrorState error={list.error} />}
      {list.hasMore && (
        <button type="button" className="h5-button h5-more" disabled={list.loadingMore} aria-busy={list.loadingMore} onClick={list.loadMore}>
          {list.loadingMore ? ui.loading : ui.loadMore}
        </button>
      )}
    </>
  );
}
