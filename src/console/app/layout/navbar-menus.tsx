/**
 * Navbar controls: fullscreen toggle, language select (en, zh, ko, ar; switching reloads), size select
 * (Default, Medium, Small, Mini; '布局设置成功' in zh), and the avatar dropdown (layout settings, profile, log out
 * with confirmation, then reload).
 */
import { Avatar, Button, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuALargeSmall, LuChevronDown, LuLanguages, LuMaximize, LuMinimize } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { SIZES, useAppStore, type Size } from '@shared/app/app-store';
import { logout } from '@shared/auth/logout';
import { useSessionStore } from '@shared/auth/session-store';
import { LANGUAGES, isLanguage, type Language } from '@shared/i18n/detect-language';
import { switchLanguage } from '@shared/i18n/i18n';
import { useSettingsStore } from '@shared/settings/settings-store';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifySuccess, notifyWarning } from '@shared/ui/toaster';

export function FullscreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      notifyWarning(t('navbar.fullscreenUnsupported'));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };
  return (
    <IconButton aria-label={t('navbar.fullscreen')} aria-pressed={full} variant="ghost" size="sm" onClick={toggle}>
      {full ? <LuMinimize /> : <LuMaximize />}
    </IconButton>
  );
}

/** One choice of a {@link ChoiceMenu}. `lang` marks an option written in another language (screen readers). */
interface Choice<T extends string> {
  value: T;
  label: string;
  lang?: string;
}

/** A navbar icon button opening a single-choice menu (language, size). `onChoose` runs only for a new value. */
function ChoiceMenu<T extends string>(props: {
  label: string;
  icon: ReactNode;
  value: T;
  choices: readonly Choice<T>[];
  onChoose: (value: T) => void;
  minW: string;
}) {
  const { label, icon, value, choices, onChoose, minW } = props;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="sm">
          {icon}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>
            <Menu.RadioItemGroup
              value={value}
              onValueChange={(e) => {
                const chosen = choices.find((c) => c.value === e.value);
                if (chosen && chosen.value !== value) onChoose(chosen.value);
              }}
            >
              {choices.map((c) => (
                <Menu.RadioItem key={c.value} value={c.value} lang={c.lang}>
                  {c.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <ChoiceMenu
      label={t('navbar.language')}
      icon={<LuLanguages />}
      value={current}
      choices={LANGUAGES.map((lang) => ({ value: lang, label: t(`navbar.languages.${lang}`), lang }))}
      onChoose={switchLanguage}
      minW="36"
    />
  );
}

export function SizeMenu() {
  const { t } = useTranslation();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  return (
    <ChoiceMenu<Size>
      label={t('navbar.size')}
      icon={<LuALargeSmall />}
      value={size}
      choices={SIZES.map((s) => ({ value: s, label: t(`navbar.sizes.${s}`) }))}
      onChoose={(s) => {
        setSize(s);
        notifySuccess(t('navbar.sizeChanged'));
      }}
      minW="32"
    />
  );
}

export function AccountMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const changeSetting = useSettingsStore((s) => s.changeSetting);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const nickname = user?.nickName || user?.username || '';

  const onLogout = async () => {
    setLeaving(true);
    await logout();
    window.location.reload();
  };

  return (
    <>
      <Menu.Root
        onSelect={(e) => {
          if (e.value === 'settings') changeSetting('showSettings', true);
          else if (e.value === 'profile') void navigate('/user/center');
          else if (e.value === 'logout') setConfirming(true);
        }}
      >
        <Menu.Trigger asChild>
          <Button aria-label={nickname || t('navbar.account')} variant="ghost" size="sm" px="1.5" gap="2">
            <Avatar.Root size="xs" colorPalette="brand">
              {user?.avatarPath ? <Avatar.Image src={user.avatarPath} alt="" /> : null}
              <Avatar.Fallback name={nickname || undefined} />
            </Avatar.Root>
            {compact ? null : (
              <Text as="span" fontWeight="medium" maxW="32" truncate>
                {nickname}
              </Text>
            )}
            <LuChevronDown aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="40">
              <Menu.Item value="settings">{t('navbar.layoutSettings')}</Menu.Item>
              <Menu.Item value="profile">{t('navbar.profile')}</Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout">{t('navbar.logout')}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirming}
        message={t('navbar.logoutConfirm')}
        loading={leaving}
        onConfirm={() => void onLogout()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
