/** `ttCheckAnchorList`: the review queue for reviewers (needs `anchor:check`), with search; a row opens the review. */
import { useState } from 'react';
import { can } from '../../../../../streams/contracts/permissions';
import { h5Href } from '../h5-routes';
import { KeyGate } from '../key-gate';
import { MoreButton, SearchBox } from '../list-bits';
import { useH5Link } from '../page-context';
import { useH5Texts } from '../text/h5-text';
import { Empty, ErrorState, Loading, PageShell } from '../ui';
import { PAGE_SIZE, usePagedList } from '../use-paged-list';
import { AnchorListRow } from '../anchors/anchor-row';

function CheckList() {
  const { ui, labels } = useH5Texts();
  const link = useH5Link();
  const [blurry, setBlurry] = useState('');
  const list = usePagedList((page, signal) => link.api.checks({ blurry: blurry || undefined, page, size: PAGE_SIZE }, signal), [link, blurry]);
  return (
    <>
      <SearchBox value={blurry} onSearch={setBlurry} />
      {list.status === 'loading' && <Loading />}
      {list.status === 'error' && <ErrorState error={list.error} onRetry={list.reload} />}
      {list.status === 'ready' && list.rows.length === 0 && <Empty>{ui.check.empty}</Empty>}
      {list.rows.length > 0 && (
        <ul className="h5-list">
          {list.rows.map((anchor) => (
            <AnchorListRow
              key={anchor.id}
              anchor={anchor}
              href={h5Href('ttCheckAnchorInfo', link, { id: anchor.id })}
              status={anchor.checkResult ? labels.checkResult[anchor.checkResult] : labels.progress[anchor.progress]}
            />
          ))}
        </ul>
      )}
      <MoreButton list={list} />
    </>
  );
}

/** The review queue page. */
export function CheckListPage() {
  const { ui } = useH5Texts();
  return (
    <PageShell page="ttCheckAnchorList">
      <KeyGate>{(principal) => (can(principal.permissions, 'anchor:check') ? <CheckList /> : <Empty>{ui.check.noPermission}</Empty>)}</KeyGate>
    </PageShell>
  );
}
