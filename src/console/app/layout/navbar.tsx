/**
 * The navbar: hamburger, the title 'Assistant System', breadcrumb (desktop only), route search,
 * fullscreen, language, size and the account menu with the signed-in nickname.
 */
import { Flex, Heading, IconButton, Separator, Spacer } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { useAppStore } from '@shared/app/app-store';
import { AppBreadcrumb } from './app-breadcrumb';
import { AccountMenu, FullscreenButton, LanguageMenu, SizeMenu } from './navbar-menus';
import { RouteSearchBox } from './route-search-box';

export function Navbar() {
  const { t, i18n } = useTranslation();
  const opened = useAppStore((s) => s.sidebar.opened);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const rtl = i18n.dir() === 'rtl';
  // The panel icons point left; mirror them in right-to-left layouts.
  const Icon = opened ? LuPanelLeftClose : LuPanelLeftOpen;
  return (
    <Flex
      as="header"
      data-testid="navbar"
      // Neutral controls; the theme colour is for primary actions and the active menu.
      colorPalette="gray"
      aria-label={t('navbar.label')}
      h="50px"
      align="center"
      gap="2"
      px="2"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
      boxShadow="0 1px 4px rgba(0, 21, 41, 0.08)"
    >
      <IconButton
        aria-label={t('navbar.toggleSidebar')}
        aria-expanded={opened}
        variant="ghost"
        size="sm"
        onClick={toggleSidebar}
      >
        <Icon style={rtl ? { transform: 'scaleX(-1)' } : undefined} />
      </IconButton>
      <Heading as="h1" size="sm" fontWeight="semibold" whiteSpace="nowrap" color="fg">
        {t('app.title')}
      </Heading>
      {mobile ? null : (
        <>
          <Separator orientation="vertical" h="4" mx="1" />
          <AppBreadcrumb />
        </>
      )}
      <Spacer />
      <RouteSearchBox />
      {mobile ? null : <FullscreenButton />}
      <LanguageMenu />
      <SizeMenu />
      <AccountMenu compact={mobile} />
    </Flex>
  );
}
