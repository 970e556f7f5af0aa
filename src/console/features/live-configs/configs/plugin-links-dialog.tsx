/**
 * The plugin links of a configuration (the overlay key and the plugin link built from it): the addresses of the OBS
 * overlays the configuration has (the turntable only with a turntable: `row.overlays`) with the origin of this
 * console, each with copy and open buttons ('Copied successfully' or
 * 'Copy failed'), and 'Replace key' for holders of `liveConfig:edit`: after a confirmation the old key stops working
 * at once and the new links show here.
 */
import { Button, CloseButton, Dialog, HStack, IconButton, Input, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCopy, LuExternalLink, LuKeyRound } from 'react-icons/lu';
import type { LiveConfigRow, PluginLinks } from '../../../../../streams/contracts/live-configs';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { runWithToast } from '@shared/ui/toast-action';
import { useRotateOverlayKey } from '../api/rotate-overlay-key';
import { useCopy } from '@shared/ui/use-copy';
import { LIVE_CONFIG_PERMISSIONS } from '../common/permissions';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** An overlay's full address: the server gives relative links (`/pkProgress?key=…`). */
export function absoluteLink(link: string): string {
  return new URL(link, window.location.origin).href;
}

/** Props of {@link PluginLinksDialog}. */
export interface PluginLinksDialogProps {
  row: LiveConfigRow | null;
  onClose: () => void;
}

/** The dialog (closed while `row` is null). */
export function PluginLinksDialog({ row, onClose }: PluginLinksDialogProps) {
  const { t, lt, failure } = useLcTranslation();
  const canEdit = useCan(LIVE_CONFIG_PERMISSIONS.edit);
  const rotate = useRotateOverlayKey();
  const [confirm, setConfirm] = useState(false);
  /** Links of a key replaced in this dialog (the list catches up a moment later). */
  const [rotated, setRotated] = useState<{ id: number; links: PluginLinks } | null>(null);
  const links = row ? (rotated?.id === row.id ? rotated.links : row.pluginLink) : null;

  const copy = useCopy();
  const onRotate = async () => {
    if (!row) return;
    await runWithToast(() => rotate.mutateAsync(row.id), {
      success: lt('links.rotated'),
      failure,
      then: (answer) => setRotated({ id: row.id, links: answer.pluginLink }),
      always: () => setConfirm(false),
    });
  };

  return (
    <>
    <Dialog.Root open={row !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{lt('links.title', { name: row?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  {lt('links.help')}
                </Text>
                {row && links
                  ? row.overlays.map((name) => {
                      const url = absoluteLink(links[name]);
                      const label = lt(`links.overlays.${name}`);
                      return (
                        <Stack key={name} gap="1">
                          <chakra.label htmlFor={`plugin-link-${name}`} fontSize="sm" fontWeight="medium">
                            {label}
                          </chakra.label>
                          <HStack gap="1">
                            <Input id={`plugin-link-${name}`} size="sm" readOnly value={url} data-overlay={name} onFocus={(e) => e.currentTarget.select()} />
                            <IconButton size="sm" variant="outline" aria-label={lt('links.copy', { name: label })} onClick={() => void copy(url)}>
                              <LuCopy />
                            </IconButton>
                            <IconButton asChild size="sm" variant="ghost" aria-label={lt('links.open', { name: label })}>
                              <a href={url} target="_blank" rel="noreferrer">
                                <LuExternalLink />
                              </a>
                            </IconButton>
                          </HStack>
                        </Stack>
                      );
                    })
                  : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              {canEdit ? (
                <Button size="sm" variant="outline" colorPalette="orange" onClick={() => setConfirm(true)}>
                  <LuKeyRound aria-hidden="true" /> {lt('links.rotate')}
                </Button>
              ) : (
                <span />
              )}
              <Button size="sm" onClick={onClose}>
                {t('common.ok')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.cancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
      <ConfirmDialog
        open={confirm}
        message={lt('links.rotateConfirm')}
        loading={rotate.isPending}
        onConfirm={() => void onRotate()}
        onCancel={() => setConfirm(false)}
      />
    </>
  );
}
