/** A streamer in a phone list: avatar, nickname, @handle, live badge and one status label; the whole row opens `href`. */
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { useH5Texts } from '../text/h5-text';
import { Avatar } from '../ui';

/** The row of `anchor`; `status` is the label shown under the handle (progress, or the check result). */
export function AnchorListRow({ anchor, href, status }: { anchor: AnchorRow; href: string; status: string }) {
  const { labels } = useH5Texts();
  return (
    <li className="h5-card h5-row">
      <a className="h5-who" href={href}>
        <Avatar name={anchor.nickname} url={anchor.avatar} />
        <span className="h5-who__text">
          <span className="h5-who__name">{anchor.nickname}</span>
          <span className="h5-who__handle" dir="ltr">
            @{anchor.uniqueId}
          </span>
          <span className="h5-who__status">{status}</span>
        </span>
        <span className="h5-badge" data-live={anchor.liveStatus}>
          {labels.live[anchor.liveStatus]}
        </span>
      </a>
    </li>
  );
}
