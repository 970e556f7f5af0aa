/** `ttOrderAnchorInfo?id=`: one of the operator's streamers, as a card with the TikTok and WhatsApp buttons. */
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { H5RequestError } from '../h5-api';
import { h5Href } from '../h5-routes';
import { KeyGate } from '../key-gate';
import { idParam, useH5Link } from '../page-context';
import { useH5Texts } from '../text/h5-text';
import { Empty, ErrorState, Loading, PageShell } from '../ui';
import { useRequest, type RequestState } from '../use-request';
import { AnchorCard } from './anchor-card';

/** Loads the streamer of the link's `id` (nothing is asked without a valid id). */
export function useAnchorOfLink(): { id: number | null; anchor: RequestState<AnchorRow> } {
  const link = useH5Link();
  const id = idParam(link);
  const anchor = useRequest((signal) => link.api.anchor(id ?? 0, signal), [link, id], id !== null);
  return { id, anchor };
}

/** The loading, not-found and error states around a streamer's card. */
export function AnchorOfLink({ render }: { render: (anchor: AnchorRow, update: (row: AnchorRow) => void) => React.JSX.Element }) {
  const { ui } = useH5Texts();
  const { id, anchor } = useAnchorOfLink();
  if (id === null) return <Empty>{ui.anchor.empty}</Empty>;
  if (anchor.data) return render(anchor.data, (row) => anchor.setData(() => row));
  if (anchor.status === 'error') {
    // A streamer that is gone or not the key holder's reads as "not found", with nothing to retry.
    if (anchor.error instanceof H5RequestError && anchor.error.status === 404) return <ErrorState error={anchor.error} />;
    return <ErrorState error={anchor.error} onRetry={anchor.reload} />;
  }
  return <Loading />;
}

/** The operator's streamer card page. */
export function AnchorInfoPage() {
  const link = useH5Link();
  return (
    <PageShell page="ttOrderAnchorInfo" back={h5Href('ttOrderAnchorList', link)}>
      <KeyGate>{() => <AnchorOfLink render={(anchor) => <AnchorCard anchor={anchor} />} />}</KeyGate>
    </PageShell>
  );
}
