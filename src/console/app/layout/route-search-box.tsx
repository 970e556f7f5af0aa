/**
 * The navbar search box: an ARIA combobox over the user's pages. Arrow keys move, Enter opens, Escape clears.
 */
import { Box, Input, InputGroup, Text, chakra } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useNavStore } from '../router/nav-store';
import { buildSearchPool, createRouteSearch, type SearchItem } from './route-search';
import { useTitle } from './use-title';

export function RouteSearchBox() {
  const { t } = useTranslation();
  const title = useTitle();
  const items = useNavStore((s) => s.items);
  const navigate = useNavigate();
  const search = useMemo(() => createRouteSearch(buildSearchPool(items, title)), [items, title]);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const results = useMemo(() => search(query).slice(0, 8), [search, query]);
  const listId = useId();
  const showList = open && query.trim() !== '';

  const choose = (item: SearchItem) => {
    setQuery('');
    setOpen(false);
    if (item.external) window.open(item.path, '_blank', 'noopener,noreferrer');
    else void navigate(item.path);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (results.length ? (i + 1) % results.length : 0));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (results.length ? (i - 1 + results.length) % results.length : 0));
    } else if (e.key === 'Enter') {
      const item = results[active];
      if (item) {
        e.preventDefault();
        choose(item);
      }
    } else if (e.key === 'Escape') {
      setQuery('');
      setOpen(false);
    }
  };

  return (
    <Box position="relative" width={{ base: '40', lg: '60' }}>
      <InputGroup startElement={<LuSearch aria-hidden="true" />}>
        <Input
          role="combobox"
          aria-label={t('navbar.search')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
          placeholder={t('navbar.searchPlaceholder')}
          size="sm"
          variant="subtle"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      <chakra.ul
        id={listId}
        role="listbox"
        aria-label={t('navbar.search')}
        hidden={!showList}
        position="absolute"
        insetInlineStart="0"
        top="calc(100% + 4px)"
        minW="full"
        w="max-content"
        maxW="sm"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        zIndex="dropdown"
        listStyleType="none"
        m="0"
        py="1"
      >
        {results.length === 0 ? (
          <Text as="li" px="3" py="2" color="fg.muted" fontSize="sm">
            {t('navbar.searchNoResults')}
          </Text>
        ) : (
          results.map((item, i) => (
            <chakra.li
              key={item.path}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              px="3"
              py="2"
              fontSize="sm"
              cursor="pointer"
              bg={i === active ? 'brand.subtle' : undefined}
              color={i === active ? 'brand.fg' : undefined}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(item);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {item.title.join(' > ')}
            </chakra.li>
          ))
        )}
      </chakra.ul>
    </Box>
  );
}
