/**
 * The alert rail at the wall's inline end: rooms that went offline unexpectedly, PKs that started, big gifts — newest
 * first, each with its time, streamer and what happened (translated by its code), a colour and icon per kind, and a dismiss button. A
 * fresh alert glows for a few seconds so it is seen from across the room.
 */
import { memo } from 'react';
import { LuGift, LuSwords, LuWifiOff, LuX } from 'react-icons/lu';
import type { WallAlertKind } from '../../../../../streams/contracts/monitor-wall';
import { reasonText } from '../common/reason-text';
import type { MoT } from '../i18n/monitoring-locale';
import type { WallT } from './i18n/wall-locale';
import type { ShownAlert } from './wall-alerts';
import { formatClock, formatWhole } from './wall-format';

const ICONS: Readonly<Record<WallAlertKind, typeof LuGift>> = { offline: LuWifiOff, pk: LuSwords, gift: LuGift };

/** The translated title of an alert. */
function titleOf(alert: ShownAlert, wt: WallT, language: string): string {
  if (alert.kind === 'gift') return wt('alerts.gift', { diamonds: formatWhole(alert.diamonds ?? 0, language) });
  return wt(`alerts.${alert.kind}`);
}

/**
 * The alert's detail in the user's language: by its code when it has one (the PK's has nothing to add to its title),
 * the server's English otherwise (older alerts).
 */
function detailOf(alert: ShownAlert, wt: WallT, mt: MoT): string | null {
  if (alert.code === undefined) return alert.detail || null;
  const params = { ...alert.params };
  switch (alert.code) {
    case 'pkStarted':
      return null;
    case 'connectionLost':
      return wt('alerts.details.connectionLost', { ...params, reason: reasonText(mt, String(params.reason ?? '')) ?? '' });
    default:
      return wt(`alerts.details.${alert.code}`, params);
  }
}

/** Props of {@link AlertRail}. */
export interface AlertRailProps {
  alerts: readonly ShownAlert[];
  onDismiss: (key: string) => void;
  onDismissAll: () => void;
  wt: WallT;
  mt: MoT;
  language: string;
}

/** The rail. */
export const AlertRail = memo(function AlertRail({ alerts, onDismiss, onDismissAll, wt, mt, language }: AlertRailProps) {
  return (
    <aside className="wall-rail wall-ui" aria-label={wt('alerts.title')}>
      <div className="wall-rail__head">
        <h3 className="wall-rail__title">
          {wt('alerts.title')}
          {alerts.length > 0 ? <span className="wall-rail__count">{alerts.length}</span> : null}
        </h3>
        {alerts.length > 0 ? (
          <button type="button" className="wall-button wall-button--ghost" onClick={onDismissAll}>
            {wt('alerts.dismissAll')}
          </button>
        ) : null}
      </div>
      {alerts.length === 0 ? (
        <p className="wall-rail__empty">{wt('alerts.empty')}</p>
      ) : (
        <ol className="wall-rail__list" aria-live="polite" aria-relevant="additions">
          {alerts.map((alert) => {
            const Icon = ICONS[alert.kind];
            const name = alert.nickname || alert.uniqueId;
            const detail = detailOf(alert, wt, mt);
            return (
              <li key={alert.key} className="wall-alert" data-kind={alert.kind} data-alert-id={alert.id}>
                <span className="wall-alert__icon" aria-hidden="true">
                  <Icon />
                </span>
                <div className="wall-alert__body">
                  <div className="wall-alert__top">
                    <strong className="wall-alert__title">{titleOf(alert, wt, language)}</strong>
                    <time className="wall-alert__time" dateTime={new Date(alert.at).toISOString()}>
                      {formatClock(alert.at, language)}
                    </time>
                  </div>
                  <div className="wall-alert__who">
                    <bdi>{name}</bdi> <span dir="ltr">@{alert.uniqueId}</span>
                  </div>
                  {detail ? (
                    <div className="wall-alert__detail" dir="auto" title={detail}>
                      {detail}
                    </div>
                  ) : null}
                </div>
                <button type="button" className="wall-alert__close" aria-label={wt('alerts.dismiss', { name })} onClick={() => onDismiss(alert.key)}>
                  <LuX aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </aside>
  );
});
