/**
 * `ttOrderAnchorList`: the operator's streamers, the ones live now first (they are the ones to act on), then the
 * others page by page; a search over nickname and handle; each row opens the streamer's card. Live first is two reads
 * (`liveStatus=living`, then `notLiving`) because the list's order is the server's.
 */
import { useState } from 'react';
import { h5Href } from '../h5-routes';
import { KeyGate } from '../key-gate';
import { MoreButton, SearchBox } from '../list-bits';
import { useH5Link } from '../page-context';
import { useH5Texts } from '../text/h5-text';
import { Empty, ErrorState, Loading, PageShell } from '../ui';
import { PAGE_SIZE, usePagedList } from '../use-paged-list';
import { useRequest } from '../use-request';
import { AnchorListRow } from './anchor-row';

/** Live streamers shown at once: more than an operator works at the same moment. */
const LIVE_SIZE = 100;

function AnchorLists() {
  const { ui, labels } = useH5Texts();
  const link = useH5Link();
  const [blurry, setBlurry] = useState('');
  const living = useRequest((signal) => link.api.anchors({ liveStatus: 'living', blurry: blurry || undefined, size: LIVE_SIZE }, signal), [link, blurry]);
  const others = usePagedList((page, signal) => link.api.anchors({ liveStatus: 'notLiving', blurry: blurry || undefined, page, size: PAGE_SIZE }, signal), [link, blurry]);
  const search = <SearchBox value={blurry} onSearch={setBlurry} />;
  if (living.status === 'loading' || others.status === 'loading') return <>{search}<Loading /></>;
  const failed = living.status === 'error' ? living.error : others.status === 'error' ? others.error : undefined;
  if (failed !== undefined && !living.data && others.rows.length === 0) {
    return (
      <>
        {search}
        <ErrorState error={failed} onRetry={() => (living.reload(), others.reload())} />
      </>
    );
  }
  const live = living.data?.content ?? [];
  const row = (anchor: (typeof live)[number]) => (
    <AnchorListRow key={anchor.id} anchor={anchor} href={h5Href('ttOrderAnchorInfo', link, { id: anchor.id })} status={labels.progress[anchor.progress]} />
  );
  return (
    <>
      {search}
      {live.length === 0 && others.rows.length === 0 && failed === undefined && <Empty>{ui.anchor.empty}</Empty>}
      {live.length > 0 && (
        <section aria-labelledby="h5-living">
          <h2 id="h5-living" className="h5-section">
            {ui.anchor.living} · {living.data?.totalElements ?? live.length}
          </h2>
          <ul className="h5-list">{live.map(row)}</ul>
        </section>
      )}
      {others.rows.length > 0 && (
        <section aria-labelledby="h5-others">
          <h2 id="h5-others" className="h5-section">
            {ui.anchor.others} · {others.total}
          </h2>
          <ul className="h5-list">{others.rows.map(row)}</ul>
        </section>
      )}
      <MoreButton list={others} />
    </>
  );
}

/** The operator's streamer list page. */
export function AnchorListPage() {
  return (
    <PageShell page="ttOrderAnchorList">
      <KeyGate>{() => <AnchorLists />}</KeyGate>
    </PageShell>
  );
}
