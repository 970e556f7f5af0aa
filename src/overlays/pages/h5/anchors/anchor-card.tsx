/**
 * A streamer's card: avatar, nickname, @handle, fans, highest diamonds, country, progress, live status and WhatsApp,
 * with the two things an operator does from the phone: open the TikTok live room, chat on WhatsApp. Shared by the
 * operator's card (ttOrderAnchorInfo) and the reviewer's (ttCheckAnchorInfo).
 */
import type { ReactNode } from 'react';
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { formatNumber, useH5Texts } from '../text/h5-text';
import { Avatar } from '../ui';
import { tiktokLiveUrl, whatsAppUrl } from './links';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="h5-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The card of `anchor`; `children` go below the facts (the review form). */
export function AnchorCard({ anchor, children }: { anchor: AnchorRow; children?: ReactNode }) {
  const { ui, labels, language } = useH5Texts();
  const whatsApp = whatsAppUrl(anchor.whatsAppNumber);
  const country = anchor.systemCountry ?? anchor.remarkCountry;
  return (
    <article className="h5-card h5-anchor" aria-labelledby="h5-anchor-name">
      <header className="h5-anchor__head">
        <Avatar name={anchor.nickname} url={anchor.avatar} size={72} />
        <div className="h5-who__text">
          <h2 id="h5-anchor-name" className="h5-who__name">
            {anchor.nickname}
          </h2>
          <span className="h5-who__handle" dir="ltr">
            @{anchor.uniqueId}
          </span>
          <span className="h5-badge" data-live={anchor.liveStatus}>
            {labels.live[anchor.liveStatus]}
          </span>
        </div>
      </header>
      <dl className="h5-facts">
        <Fact label={ui.anchor.fans}>{formatNumber(anchor.fans, language)}</Fact>
        <Fact label={ui.anchor.highestDiamonds}>{formatNumber(anchor.highestDiamonds, language)}</Fact>
        <Fact label={ui.anchor.country}>{country ?? ui.anchor.unknown}</Fact>
        <Fact label={ui.anchor.progress}>{labels.progress[anchor.progress]}</Fact>
        <Fact label={ui.anchor.liveStatus}>{labels.live[anchor.liveStatus]}</Fact>
        <Fact label={ui.anchor.whatsApp}>
          <span dir="ltr">{anchor.whatsAppNumber ?? ui.anchor.noWhatsApp}</span>
        </Fact>
      </dl>
      <div className="h5-actions">
        <a className="h5-button h5-button--primary" href={tiktokLiveUrl(anchor.uniqueId)} target="_blank" rel="noopener noreferrer">
          {ui.anchor.openLive}
        </a>
        {whatsApp && (
          <a className="h5-button h5-button--whatsapp" href={whatsApp} target="_blank" rel="noopener noreferrer">
            {ui.anchor.openWhatsApp}
          </a>
        )}
      </div>
      {children}
    </article>
  );
}
