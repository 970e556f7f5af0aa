/**
 * The menu assignment of one role (on a tree, buttons included): every menu as a tree of
 * checkboxes (directories, pages, buttons); ticking a node ticks what is below and above it; Save sets exactly the
 * ticked menus. Read-only when the caller may not edit roles or the role is more powerful than them.
 */
import { Alert, Badge, Button, HStack, Skeleton, Stack, Text, Checkbox } from '@chakra-ui/react';
import { useState } from 'react';
import type { Role } from '../../../../../streams/contracts/roles';
import { LoadError } from '@shared/crud/load-error';
import { translateTitle, useSeeded } from '@shared/i18n/i18n';
import { notifySuccess } from '@shared/ui/toaster';
import { rolesApi, setRoleMenus, useMenuTree } from '../api/roles-api';
import { toggleInTree, treeRows } from '../common/tree';
import { useSuT } from '../i18n/use-su-t';

const TYPE_KEY = { 0: 'dir', 1: 'page', 2: 'button' } as const;

export function MenuPanel({ role, editable }: { role: Role; editable: boolean }) {
  const { t, ft, failure } = useSuT();
  const seeded = useSeeded();
  const tree = useMenuTree();
  const save = rolesApi.useWrite(setRoleMenus);
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set(role.menus.map((menu) => menu.id)));
  const [error, setError] = useState<string | null>(null);
  const items = tree.data ?? [];

  const onSave = async () => {
    setError(null);
    try {
      await save.mutateAsync({ id: role.id, menus: [...checked].sort((a, b) => a - b).map((id) => ({ id })) });
      notifySuccess(t('common.editSuccess'));
    } catch (e) {
      setError(failure(e));
    }
  };

  return (
    <Stack gap="3" data-testid="menu-panel">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{ft('roles.menus.forRole', { name: seeded(role.name) })}</Text>
        {editable ? (
          <Button size="sm" colorPalette="brand" loading={save.isPending} onClick={() => void onSave()} disabled={tree.isPending}>
            {ft('roles.menus.save')}
          </Button>
        ) : null}
      </HStack>
      {!editable ? (
        <Text fontSize="xs" color="fg.muted">
          {ft('roles.menus.notManageable')}
        </Text>
      ) : null}
      {error ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      ) : null}
      {tree.isError ? <LoadError error={tree.error} title={ft('roles.menus.failed')} onRetry={() => void tree.refetch()} /> : null}
      {tree.isPending ? <Skeleton height="40" /> : null}
      <Stack gap="0.5" role="group" aria-label={ft('roles.menus.forRole', { name: seeded(role.name) })} maxH="xl" overflowY="auto">
        {treeRows(items).map(({ item, depth }) => (
          <Checkbox.Root
            key={item.id}
            size="sm"
            ps={`${depth * 1.25}rem`}
            disabled={!editable}
            checked={checked.has(item.id)}
            onCheckedChange={(e) => setChecked((current) => toggleInTree(items, current, item.id, e.checked === true))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <HStack gap="2">
                <span>{translateTitle(t, item.title)}</span>
                <Badge size="xs" variant="outline" colorPalette={item.type === 2 ? 'orange' : item.type === 1 ? 'blue' : 'gray'}>
                  {ft(`roles.menus.types.${TYPE_KEY[item.type]}`)}
                </Badge>
              </HStack>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Stack>
  );
}
