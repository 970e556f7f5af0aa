/**
 * The frame of every group-host game page: the page card, the configuration picker (`?configId=`), the message
 * server's notice, and — once a configuration is picked — its live game view (`children(view, now)`, through
 * {@link GameLoader}). `before` goes above the view for the picked configuration (a notice about it).
 */
import type { ReactNode } from 'react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { PluginStyle } from '../../../../../streams/games/live-config';
import { PageCard } from '@shared/ui/page-card';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { ConfigPicker } from './config-picker';
import { GameLoader } from './game-loader';
import { LiveMessageServerAlert } from './live-message-server-alert';
import { useConfigId } from './use-config-id';

/** Props of {@link GamePage}. */
export interface GamePageProps {
  title: string;
  help: string;
  /** The failure message when the view cannot be loaded; 'Failed to update the group data' by default. */
  failedText?: string;
  /** Only configurations of these plugin styles are offered (all when unset). */
  styles?: readonly PluginStyle[];
  /** What the picker shows when there is no configuration to pick. */
  empty?: ReactNode;
  /** Shown above the view of the picked configuration. */
  before?: (configId: number) => ReactNode;
  children: (view: GameView, now: number) => ReactNode;
}

export function GamePage({ title, help, failedText, styles, empty, before, children }: GamePageProps) {
  const { t } = useLcTranslation();
  const [configId, select] = useConfigId();
  return (
    <PageCard title={title} help={help}>
      <ConfigPicker configId={configId} onSelect={select} styles={styles} empty={empty} />
      <LiveMessageServerAlert />
      {configId !== undefined ? (
        <>
          {before?.(configId)}
          <GameLoader key={configId} configId={configId} failedText={failedText ?? t('groupHost.groupDataFailed')}>
            {children}
          </GameLoader>
        </>
      ) : null}
    </PageCard>
  );
}
