/**
 * The signed-in shell: sidebar, navbar, tabs, page, optional footer, settings drawer, and the alert of a new order
 * (the streamer CRM's, on every page).
 * Pages re-render when their tab is revisited (no keep-alive), so `noCache` pages are never kept by construction;
 * TanStack Query keeps their data warm instead.
 */
import { Box, chakra } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useAppStore } from '@shared/app/app-store';
import { useCan } from '@shared/auth/can';
import { useSettingsStore } from '@shared/settings/settings-store';
import { AppFooter } from './app-footer';
import { Navbar } from './navbar';
import { SettingsDrawer } from './settings-drawer';
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX, Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import { useCloseSidebarOnMobileNavigation, useResponsiveDevice, useVisitedTags } from './use-layout-effects';

/** The CRM's order alert, loaded only for staff who take orders (kept out of the first load). */
const OrderAlerts = lazy(() => import('../../features/crm/orders/order-alerts').then((m) => ({ default: m.OrderAlerts })));

export function AppLayout() {
  const { t } = useTranslation();
  const takesOrders = useCan('anchor:list');
  useResponsiveDevice();
  useCloseSidebarOnMobileNavigation();
  useVisitedTags();
  const opened = useAppStore((s) => s.sidebar.opened);
  const withoutAnimation = useAppStore((s) => s.sidebar.withoutAnimation);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  const tagsView = useSettingsStore((s) => s.tagsView);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const showFooter = useSettingsStore((s) => s.showFooter);
  const offset = mobile ? 0 : opened ? SIDEBAR_WIDTH_PX : SIDEBAR_COLLAPSED_WIDTH_PX;

  return (
    <Box minH="100vh" bg="bg.subtle">
      <chakra.a
        href="#main-content"
        position="absolute"
        insetInlineStart="2"
        top="-10"
        zIndex="skipNav"
        bg="bg"
        px="3"
        py="2"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        {t('app.skipToContent')}
      </chakra.a>
      <Sidebar />
      {mobile && opened ? (
        <Box
          aria-hidden="true"
          position="fixed"
          inset="0"
          bg="blackAlpha.400"
          zIndex="1300"
          onClick={() => closeSidebar(false)}
        />
      ) : null}
      <Box
        marginInlineStart={`${offset}px`}
        transition={withoutAnimation ? 'none' : 'margin-inline-start 0.28s'}
        minH="100vh"
        display="flex"
        flexDirection="column"
      >
        <Box position={fixedHeader ? 'sticky' : 'relative'} top="0" zIndex="sticky">
          <Navbar />
          {tagsView ? <TagsView /> : null}
        </Box>
        <Box as="main" id="main-content" tabIndex={-1} flex="1" p={{ base: '3', md: '5' }} outline="none">
          <Outlet />
        </Box>
        {showFooter ? <AppFooter /> : null}
      </Box>
      <SettingsDrawer />
      {takesOrders ? (
        <Suspense fallback={null}>
          <OrderAlerts />
        </Suspense>
      ) : null}
    </Box>
  );
}
