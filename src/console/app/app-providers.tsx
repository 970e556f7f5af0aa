/**
 * Providers of the console: Chakra (with the locale's direction), TanStack Query, the toaster, and the effects
 * that apply the theme colour and the size to the document.
 */
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_FONT_SIZE_PX, useAppStore } from '@shared/app/app-store';
import { useSettingsStore } from '@shared/settings/settings-store';
import { Toaster } from '@shared/ui/toaster';
import { PRIMARY_VAR, system } from './theme/system';

/** Keeps the CSS variable behind the `brand` palette equal to the chosen theme colour. */
function ThemeColorSync() {
  const theme = useSettingsStore((s) => s.theme);
  useEffect(() => {
    document.documentElement.style.setProperty(PRIMARY_VAR, theme);
  }, [theme]);
  return null;
}

/** Size select (Default, Medium, Small, Mini): Chakra sizes are in rem, so the root font size scales every component. */
function SizeSync() {
  const size = useAppStore((s) => s.size);
  useEffect(() => {
    document.documentElement.style.fontSize = `${ROOT_FONT_SIZE_PX[size]}px`;
  }, [size]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={i18n.language}>
        <QueryClientProvider client={queryClient}>
          <ThemeColorSync />
          <SizeSync />
          {children}
          <Toaster />
        </QueryClientProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
