/**
 * The collapsible sidebar: 255 px open, icons only when collapsed, optional logo, nested menus,
 * external http(s) links in a new tab, unique-opened when set; dark like eladmin, active item in the theme colour.
 */
import { Box, Flex, Image, Menu, Portal, Text, chakra } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuExternalLink } from 'react-icons/lu';
import { Link, useLocation } from 'react-router';
import { useAppStore } from '@shared/app/app-store';
import { useSettingsStore } from '@shared/settings/settings-store';
import type { NavItem } from '../router/menu-routes';
import { useNavStore } from '../router/nav-store';
import { MenuIcon } from '@shared/ui/menu-icon';
import { ancestorPaths, displayNode, isActivePath, toggleOpen, type DisplayNode } from './nav-tree';
import { useTitle } from './use-title';

/** Sidebar width when open. */
export const SIDEBAR_WIDTH_PX = 255;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 54;

const RouterLink = chakra(Link);

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '3.5rem',
  paddingInlineEnd: '4',
  color: 'sidebar.text',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  width: '100%',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'sidebar.hover', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
} as const;

function ItemLink({ item, depth, collapsed }: { item: NavItem; depth: number; collapsed: boolean }) {
  const { t } = useTranslation();
  const title = useTitle();
  const { pathname } = useLocation();
  const label = title(item.title);
  const padding = collapsed ? '4' : `${1.25 + depth * 1.25}rem`;
  const content = (
    <>
      <MenuIcon name={item.icon} />
      {collapsed ? null : <Text as="span" truncate flex="1">{label}</Text>}
      {!collapsed && item.external ? <LuExternalLink aria-hidden="true" size="0.85em" /> : null}
    </>
  );
  if (item.external) {
    return (
      <chakra.a
        href={item.path}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('sidebar.externalLink', { title: label })}
        title={collapsed ? label : undefined}
        paddingInlineStart={padding}
        {...itemStyles}
      >
        {content}
      </chakra.a>
    );
  }
  const active = isActivePath(item.path, pathname);
  return (
    <RouterLink
      to={item.path}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? label : undefined}
      title={collapsed ? label : undefined}
      paddingInlineStart={padding}
      {...itemStyles}
      color={active ? 'brand.solid' : 'sidebar.text'}
    >
      {content}
    </RouterLink>
  );
}

interface TreeProps {
  items: NavItem[];
  depth: number;
  open: string[];
  onToggle: (path: string) => void;
}

/** Props of {@link NavList}. */
interface NavListProps {
  items: NavItem[];
  depth: number;
  collapsed: boolean;
  /** The list's background (a Chakra colour token). */
  bg?: string;
  /** A directory's list item content. */
  children: (node: Extract<DisplayNode, { kind: 'submenu' }>) => ReactNode;
}

/** The visible items as a list: a page (or a directory of one page) as its link, a directory as `children(node)`. */
function NavList({ items, depth, collapsed, bg, children }: NavListProps) {
  return (
    <chakra.ul listStyleType="none" m="0" p="0" bg={bg}>
      {items
        .filter((i) => !i.hidden)
        .map((raw) => {
          const node = displayNode(raw);
          return node.kind === 'link' ? (
            <li key={`${raw.path}:link`}>
              <ItemLink item={node.item} depth={depth} collapsed={collapsed} />
            </li>
          ) : (
            <li key={`${raw.path}:submenu`}>{children(node)}</li>
          );
        })}
    </chakra.ul>
  );
}

function MenuTree({ items, depth, open, onToggle }: TreeProps) {
  const title = useTitle();
  const { pathname } = useLocation();
  return (
    <NavList items={items} depth={depth} collapsed={false} bg={depth > 0 ? 'sidebar.subBg' : undefined}>
      {(node) => {
      const expanded = open.includes(node.item.path);
      const containsActive = isActivePath(node.item.path, pathname);
      const listId = `submenu-${node.item.path.replace(/[^a-zA-Z0-9]/g, '-')}`;
      return (
        <>
          <chakra.button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => onToggle(node.item.path)}
            paddingInlineStart={`${1.25 + depth * 1.25}rem`}
            {...itemStyles}
            color={containsActive ? 'white' : 'sidebar.text'}
          >
            <MenuIcon name={node.item.icon} />
            <Text as="span" truncate flex="1">
              {title(node.item.title)}
            </Text>
            <Box as="span" transition="transform 0.2s" transform={expanded ? 'rotate(180deg)' : undefined}>
              <LuChevronDown aria-hidden="true" />
            </Box>
          </chakra.button>
          <Box id={listId} hidden={!expanded}>
            <MenuTree items={node.children} depth={depth + 1} open={open} onToggle={onToggle} />
          </Box>
        </>
      );
      }}
    </NavList>
  );
}

/** Collapsed sidebar: icons only; a directory opens its pages in a flyout menu. */
function CollapsedMenu({ items }: { items: NavItem[] }) {
  const title = useTitle();
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const rtl = i18n.dir() === 'rtl';
  const leaves = (item: NavItem): NavItem[] =>
    item.children.filter((c) => !c.hidden).flatMap((c) => (c.children.some((g) => !g.hidden) ? leaves(c) : [c]));
  return (
    <NavList items={items} depth={0} collapsed>
      {(node) => {
        const label = title(node.item.title);
        return (
          <Menu.Root positioning={{ placement: rtl ? 'left-start' : 'right-start' }}>
            <Menu.Trigger asChild>
              <chakra.button
                type="button"
                aria-label={label}
                title={label}
                paddingInlineStart="4"
                {...itemStyles}
                color={isActivePath(node.item.path, pathname) ? 'brand.solid' : 'sidebar.text'}
              >
                <MenuIcon name={node.item.icon} />
              </chakra.button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="44">
                  {leaves(node.item).map((leaf) => (
                    <Menu.Item key={leaf.path} value={leaf.path} asChild>
                      {leaf.external ? (
                        <a href={leaf.path} target="_blank" rel="noopener noreferrer">
                          {title(leaf.title)}
                        </a>
                      ) : (
                        <Link to={leaf.path}>{title(leaf.title)}</Link>
                      )}
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        );
      }}
    </NavList>
  );
}

function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex asChild h="50px" align="center" justify="center" gap="2" bg="sidebar.logoBg" px="3" flexShrink={0}>
      <Link to="/">
        <Image src="/favicon.svg" alt={t('app.logoAlt')} boxSize="6" />
        {collapsed ? null : (
          <Text as="span" color="white" fontWeight="semibold" fontSize="md" truncate>
            Livedesk
          </Text>
        )}
      </Link>
    </Flex>
  );
}

export function Sidebar() {
  const { t } = useTranslation();
  const items = useNavStore((s) => s.items);
  const { opened, withoutAnimation } = useAppStore((s) => s.sidebar);
  const device = useAppStore((s) => s.device);
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const uniqueOpened = useSettingsStore((s) => s.uniqueOpened);
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string[]>(() => ancestorPaths(items, pathname));

  // Opening a page (link, search, tab) opens the directories that lead to it.
  useEffect(() => {
    const needed = ancestorPaths(items, pathname);
    setOpen((current) => (needed.every((p) => current.includes(p)) ? current : [...new Set([...current, ...needed])]));
  }, [items, pathname]);

  const mobile = device === 'mobile';
  const collapsed = !opened && !mobile;
  if (mobile && !opened) return null;
  return (
    <Box
      as="aside"
      data-testid="sidebar"
      data-collapsed={collapsed || undefined}
      position="fixed"
      insetBlock="0"
      insetInlineStart="0"
      // On mobile it slides over the sticky header and tabs, above the backdrop.
      zIndex={mobile ? 1400 : 1001}
      width={`${collapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX}px`}
      bg="sidebar.bg"
      display="flex"
      flexDirection="column"
      transition={withoutAnimation ? 'none' : 'width 0.28s'}
      boxShadow="2px 0 6px rgba(0, 21, 41, 0.35)"
    >
      {showLogo ? <Logo collapsed={collapsed} /> : null}
      <Box as="nav" aria-label={t('sidebar.label')} flex="1" overflowY="auto" overflowX="hidden">
        {collapsed ? (
          <CollapsedMenu items={items} />
        ) : (
          <MenuTree items={items} depth={0} open={open} onToggle={(path) => setOpen((o) => toggleOpen(o, path, uniqueOpened))} />
        )}
      </Box>
    </Box>
  );
}
