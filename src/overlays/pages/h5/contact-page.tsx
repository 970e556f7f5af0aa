/**
 * `tiktokConnectUs`: how a streamer reaches the guild (`api/h5/contact`, public: streamers have no key). Each way in
 * is a big link that opens the right app; details the guild left empty are not shown.
 */
import { fetchContact } from './h5-api';
import { instagramUrl, tiktokProfileUrl, whatsAppUrl } from './anchors/links';
import { fill, useH5Texts } from './text/h5-text';
import { Empty, ErrorState, Loading, PageShell } from './ui';
import { useRequest } from './use-request';

/** The contact page. */
export function ContactPage() {
  const { ui } = useH5Texts();
  const contact = useRequest((signal) => fetchContact(signal), []);
  const data = contact.data;
  let body: React.JSX.Element;
  if (!data) body = contact.status === 'error' ? <ErrorState error={contact.error} onRetry={contact.reload} /> : <Loading />;
  else {
    const whatsApp = whatsAppUrl(data.whatsApp);
    const ways = [
      whatsApp && { name: ui.contact.whatsApp, value: data.whatsApp, href: whatsApp, kind: 'whatsapp' },
      data.tiktok.trim() && { name: ui.contact.tiktok, value: `@${data.tiktok.trim().replace(/^@+/, '')}`, href: tiktokProfileUrl(data.tiktok), kind: 'tiktok' },
      data.instagram.trim() && { name: ui.contact.instagram, value: data.instagram.trim(), href: instagramUrl(data.instagram), kind: 'instagram' },
      data.email.trim() && { name: ui.contact.email, value: data.email.trim(), href: `mailto:${data.email.trim()}`, kind: 'email' },
    ].filter((way): way is { name: string; value: string; href: string; kind: string } => Boolean(way));
    body =
      ways.length === 0 ? (
        <Empty>{ui.contact.empty}</Empty>
      ) : (
        <>
          <p className="h5-lead">{data.guildName.trim() ? fill(ui.contact.intro, { guild: data.guildName.trim() }) : ui.contact.introNoName}</p>
          <ul className="h5-list">
            {ways.map((way) => (
              <li key={way.kind}>
                <a className="h5-card h5-way" data-kind={way.kind} href={way.href} target="_blank" rel="noopener noreferrer">
                  <span className="h5-way__name">{way.name}</span>
                  <span className="h5-way__value" dir="ltr">
                    {way.value}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      );
  }
  return <PageShell page="tiktokConnectUs">{body}</PageShell>;
}
