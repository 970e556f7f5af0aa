/**
 * Layout settings drawer: theme colour (8 presets), show tabs, fixed header, show logo, unique-opened
 * menu, and the (hidden by default) footer.
 */
import { CloseButton, Drawer, Flex, Portal, Stack, Switch, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck } from 'react-icons/lu';
import { THEME_PRESETS, useSettingsStore, type Settings } from '@shared/settings/settings-store';

type BooleanSetting = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

function SettingSwitch({ setting, label }: { setting: Exclude<BooleanSetting, 'showSettings'>; label: string }) {
  const value = useSettingsStore((s) => s[setting]);
  const changeSetting = useSettingsStore((s) => s.changeSetting);
  return (
    <Switch.Root
      checked={value}
      onCheckedChange={(e) => changeSetting(setting, e.checked)}
      display="flex"
      justifyContent="space-between"
      width="full"
      colorPalette="brand"
    >
      <Switch.Label fontSize="sm">{label}</Switch.Label>
      <Switch.HiddenInput />
      <Switch.Control />
    </Switch.Root>
  );
}

export function SettingsDrawer() {
  const { t } = useTranslation();
  const open = useSettingsStore((s) => s.showSettings);
  const theme = useSettingsStore((s) => s.theme);
  const changeSetting = useSettingsStore((s) => s.changeSetting);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => changeSetting('showSettings', e.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="settings-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('settings.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                <Stack gap="2">
                  <Text id="theme-colour-label" fontSize="sm" fontWeight="medium">
                    {t('settings.themeColor')}
                  </Text>
                  <Flex role="radiogroup" aria-labelledby="theme-colour-label" gap="2" wrap="wrap">
                    {THEME_PRESETS.map((colour) => {
                      const selected = colour.toLowerCase() === theme.toLowerCase();
                      return (
                        <chakra.button
                          key={colour}
                          type="button"
                          role="radio"
                          aria-checked={selected}
                          aria-label={t('settings.themePreset', { color: colour })}
                          title={colour}
                          onClick={() => changeSetting('theme', colour)}
                          boxSize="7"
                          borderRadius="md"
                          style={{ background: colour }}
                          display="inline-flex"
                          alignItems="center"
                          justifyContent="center"
                          color="white"
                          boxShadow={selected ? '0 0 0 2px white, 0 0 0 4px var(--ld-primary)' : 'sm'}
                          _focusVisible={{ outline: '2px solid', outlineColor: 'fg', outlineOffset: '3px' }}
                        >
                          {selected ? <LuCheck aria-hidden="true" /> : null}
                        </chakra.button>
                      );
                    })}
                  </Flex>
                </Stack>
                <SettingSwitch setting="tagsView" label={t('settings.tagsView')} />
                <SettingSwitch setting="fixedHeader" label={t('settings.fixedHeader')} />
                <SettingSwitch setting="sidebarLogo" label={t('settings.sidebarLogo')} />
                <SettingSwitch setting="uniqueOpened" label={t('settings.uniqueOpened')} />
                <SettingSwitch setting="showFooter" label={t('settings.showFooter')} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" colorPalette="gray" aria-label={t('settings.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
