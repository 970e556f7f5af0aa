/**
 * Visited-page tabs: one per path, affix tabs without a close button, a right-click menu 105 px wide
 * (refresh, close, close others, close all); closing the active tab goes to the last remaining tab, or '/'.
 */
import { Box, Flex, Menu, Portal, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router';
import { pathAfterClose, useTagsStore, type TagView } from '@shared/tags/tags-store';
import { useTitle } from './use-title';

/** The tab context menu is 105 px wide. */
export const TAGS_CONTEXT_MENU_WIDTH_PX = 105;

interface TagItemProps {
  tag: TagView;
  active: boolean;
  onClose: (tag: TagView) => void;
  onContextMenu: (tag: TagView) => void;
}

function TagItem({ tag, active, onClose, onContextMenu }: TagItemProps) {
  const { t } = useTranslation();
  const title = useTitle();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const label = tag.title ? title(tag.title) : t('route.noName');

  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <Flex
      ref={ref}
      data-testid="tags-view-item"
      data-active={active || undefined}
      data-affix={tag.affix || undefined}
      onContextMenu={() => onContextMenu(tag)}
      align="center"
      flexShrink={0}
      h="26px"
      borderWidth="1px"
      borderColor={active ? 'brand.solid' : 'border'}
      bg={active ? 'brand.solid' : 'bg'}
      color={active ? 'brand.contrast' : 'fg.muted'}
      fontSize="xs"
      borderRadius="sm"
      paddingInlineStart="2"
      paddingInlineEnd={tag.affix ? '2' : '1'}
      gap="1"
    >
      {active ? <Box as="span" boxSize="2" borderRadius="full" bg="white" aria-hidden="true" /> : null}
      <chakra.button
        type="button"
        role="tab"
        aria-selected={active}
        onClick={() => void navigate(tag.fullPath)}
        whiteSpace="nowrap"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {label}
      </chakra.button>
      {tag.affix ? null : (
        <chakra.button
          type="button"
          aria-label={t('tags.closeTab', { title: label })}
          display="inline-flex"
          borderRadius="full"
          p="0.5"
          _hover={{ bg: active ? 'whiteAlpha.400' : 'bg.emphasized' }}
          onClick={(e) => {
            e.stopPropagation();
            onClose(tag);
          }}
        >
          <LuX size="0.85em" aria-hidden="true" />
        </chakra.button>
      )}
    </Flex>
  );
}

/**
 * One context menu for the whole bar (not one per tab), so closing the right-clicked tab never unmounts an open
 * menu; the right-clicked tab is remembered when the menu opens.
 */
export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const views = useTagsStore((s) => s.visitedViews);
  const delView = useTagsStore((s) => s.delView);
  const delOthersViews = useTagsStore((s) => s.delOthersViews);
  const delAllViews = useTagsStore((s) => s.delAllViews);
  const { pathname } = useLocation();
  const [selected, setSelected] = useState<TagView | null>(null);

  /** After closing, leave the page only when it is no longer among the tabs. */
  const leaveIfClosed = (remaining: TagView[]) => {
    if (!remaining.some((v) => v.path === pathname)) void navigate(pathAfterClose(remaining));
  };

  const onSelect = (value: string) => {
    const tag = selected;
    if (!tag) return;
    if (value === 'refresh') void navigate(`/redirect${tag.fullPath}`, { replace: true });
    else if (value === 'close') leaveIfClosed(delView(tag.path));
    else if (value === 'close-others') {
      const remaining = delOthersViews(tag.path);
      if (tag.path !== pathname) void navigate(tag.fullPath);
      else leaveIfClosed(remaining);
    } else if (value === 'close-all') leaveIfClosed(delAllViews());
  };

  return (
    <Menu.Root onSelect={(e) => onSelect(e.value)}>
      <Menu.ContextTrigger asChild>
        <Flex
          data-testid="tags-view"
          role="tablist"
          aria-label={t('tags.label')}
          // Capture runs before the tab's handler: a right click on empty space selects nothing.
          onContextMenuCapture={() => setSelected(null)}
          h="34px"
          align="center"
          gap="1.5"
          px="3"
          bg="bg"
          borderBottomWidth="1px"
          borderColor="border.muted"
          boxShadow="0 1px 3px 0 rgba(0, 0, 0, 0.08)"
          overflowX="auto"
          overflowY="hidden"
        >
          {views.map((tag) => (
            <TagItem
              key={tag.path}
              tag={tag}
              active={tag.path === pathname}
              onClose={(closed) => leaveIfClosed(delView(closed.path))}
              onContextMenu={setSelected}
            />
          ))}
        </Flex>
      </Menu.ContextTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            width={`${TAGS_CONTEXT_MENU_WIDTH_PX}px`}
            minW={`${TAGS_CONTEXT_MENU_WIDTH_PX}px`}
            py="1"
            data-testid="tags-context-menu"
            hidden={!selected}
          >
            <Menu.Item value="refresh" fontSize="xs">{t('tags.refresh')}</Menu.Item>
            {selected?.affix ? null : <Menu.Item value="close" fontSize="xs">{t('tags.close')}</Menu.Item>}
            <Menu.Item value="close-others" fontSize="xs">{t('tags.closeOthers')}</Menu.Item>
            <Menu.Item value="close-all" fontSize="xs">{t('tags.closeAll')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
