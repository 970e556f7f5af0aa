/** The department tree beside the Users list: a click filters the list to that department and its sub-departments. */
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import type { SearchBarList } from '@shared/crud/search-bar';
import { useSeeded } from '@shared/i18n/i18n';
import { usePickerDepts } from '../api/users-api';
import { treeRows } from '../common/tree';
import { useSuT } from '../i18n/use-su-t';

/** The list's filters this tree sets (`deptId`: a department's id, '' for all). */
type DeptFilters = Readonly<Record<string, string>> & { deptId: string };

export function DeptFilter<Filters extends DeptFilters>({ list }: { list: SearchBarList<Filters> }) {
  const { ft } = useSuT();
  const seeded = useSeeded();
  const depts = usePickerDepts();
  const pick = (deptId: string) => list.applyFilters({ ...list.filters, deptId });
  return (
    <Box as="nav" aria-label={ft('users.depts')} minW="52" maxW={{ md: '60' }} borderWidth="1px" borderRadius="md" p="2" data-testid="dept-tree">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" px="2" pb="1">
        {ft('users.depts')}
      </Text>
      <Stack gap="0.5">
        <DeptButton label={ft('users.allDepts')} depth={0} active={list.filters.deptId === ''} onClick={() => pick('')} />
        {treeRows(depts.data ?? []).map(({ item, depth }) => (
          <DeptButton key={item.id} label={seeded(item.name)} depth={depth} active={list.filters.deptId === String(item.id)} onClick={() => pick(String(item.id))} />
        ))}
        {depts.isError ? (
          <Text fontSize="xs" color="fg.error" px="2">
            {ft('users.deptsFailed')}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

function DeptButton({ label, depth, active, onClick }: { label: string; depth: number; active: boolean; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      textAlign="start"
      fontSize="sm"
      py="1"
      pe="2"
      ps={`${0.5 + depth * 1}rem`}
      borderRadius="sm"
      bg={active ? 'brand.subtle' : undefined}
      color={active ? 'brand.fg' : undefined}
      fontWeight={active ? 'semibold' : undefined}
      aria-pressed={active}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      onClick={onClick}
    >
      {label}
    </chakra.button>
  );
}
