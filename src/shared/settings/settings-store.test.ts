import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore, isMobileWidth } from '../app/app-store';
import { DEFAULT_SETTINGS, THEME_PRESETS, loadSettings, useSettingsStore } from './settings-store';

describe('settings (drawer switches, theme cookie, defaults)', () => {
  beforeEach(() => useSettingsStore.setState({ ...DEFAULT_SETTINGS }));

  it('defaults: #1890ff, tabs, fixed header, logo, unique-opened on, footer hidden; 8 presets', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      theme: '#1890ff',
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      uniqueOpened: true,
      showFooter: false,
    });
    expect(THEME_PRESETS).toHaveLength(8);
    expect(THEME_PRESETS[0]).toBe('#1890ff');
  });

  it('keeps the theme in the `theme` cookie for 365 days and reads it back', () => {
    const set = vi.spyOn(Cookies, 'set');
    useSettingsStore.getState().changeSetting('theme', '#11a983');
    expect(set).toHaveBeenCalledWith('theme', '#11a983', { path: '/', expires: 365 });
    expect(useSettingsStore.getState().theme).toBe('#11a983');
    expect(loadSettings().theme).toBe('#11a983');
  });

  it('keeps the switches across reloads and ignores a malformed theme cookie', () => {
    useSettingsStore.getState().changeSetting('tagsView', false);
    Cookies.set('theme', 'red', { path: '/' });
    expect(loadSettings()).toMatchObject({ tagsView: false, theme: '#1890ff' });
  });
});

describe('app state cookies', () => {
  it("saves the sidebar state in `sidebarStatus` ('1' open, '0' closed)", () => {
    useAppStore.setState({ sidebar: { opened: true, withoutAnimation: false } });
    useAppStore.getState().toggleSidebar();
    expect(Cookies.get('sidebarStatus')).toBe('0');
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    useAppStore.getState().toggleSidebar();
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });

  it('closing for mobile is without animation and saved too', () => {
    useAppStore.setState({ sidebar: { opened: true, withoutAnimation: false } });
    useAppStore.getState().closeSidebar(true);
    expect(useAppStore.getState().sidebar).toEqual({ opened: false, withoutAnimation: true });
    expect(Cookies.get('sidebarStatus')).toBe('0');
  });

  it('saves the size in the `size` cookie; mobile below 1300 px', () => {
    useAppStore.getState().setSize('mini');
    expect(Cookies.get('size')).toBe('mini');
    expect(isMobileWidth(1299)).toBe(true);
    expect(isMobileWidth(1300)).toBe(false);
  });
});
