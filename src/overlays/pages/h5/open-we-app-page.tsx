/**
 * `openWeApp`: where a personal link lands. With a key: whose key it is and the pages it opens (the review pages only
 * when it may review), each link keeping the key. Without one: that the personal link is needed, and the streamers'
 * contact page, which needs none.
 */
import { can } from '../../../../streams/contracts/permissions';
import { h5Href, type H5Page } from './h5-routes';
import { KeyGate } from './key-gate';
import { useH5Link } from './page-context';
import { fill, useH5Texts } from './text/h5-text';
import { PageShell } from './ui';

const OPERATOR_PAGES: readonly H5Page[] = ['tiktokOrder', 'guildJoinedTiktokOrder', 'ttOrderAnchorList'];

/** The landing page. */
export function OpenWeAppPage() {
  const { ui } = useH5Texts();
  const link = useH5Link();
  if (link.key === null) {
    return (
      <PageShell page="openWeApp">
        <p className="h5-lead" role="note">
          {ui.open.needKey}
        </p>
        <a className="h5-button" href={h5Href('tiktokConnectUs', link)}>
          {ui.open.streamers}
        </a>
      </PageShell>
    );
  }
  return (
    <PageShell page="openWeApp">
      <KeyGate>
        {(principal) => {
          const pages = can(principal.permissions, 'anchor:check') ? [...OPERATOR_PAGES, 'ttCheckAnchorList' as const] : OPERATOR_PAGES;
          return (
            <>
              <p className="h5-lead">{fill(ui.open.whose, { name: principal.nickName, username: principal.username })}</p>
              <nav aria-label={ui.open.choose}>
                <ul className="h5-list">
                  {pages.map((page) => (
                    <li key={page}>
                      <a className="h5-button h5-button--block" href={h5Href(page, link)}>
                        {ui.title[page]}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            </>
          );
        }}
      </KeyGate>
    </PageShell>
  );
}
