/**
 * The parent picker of a tree form (a department's, a menu's): a native select of the whole tree, indented, with
 * 'Top level' first and without the edited node's own subtree (a node cannot move under itself). Rendered once the
 * tree is there, so the select starts on the current parent (a native select drops a value it has no option for).
 */
import { Box, NativeSelect, Spinner } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useCrudT } from './i18n/crud-locale';
import { flattenTree, indented, type TreeNode } from './tree-options';

/** Props of {@link ParentSelect}. */
export interface ParentSelectProps<T extends TreeNode> {
  /** The whole tree. */
  tree: UseQueryResult<readonly T[]>;
  /** The form's registration of the parent field (its value: '' = top level, else the id). */
  field: UseFormRegisterReturn;
  /** The option text of a node. */
  label: (node: T) => string;
  /** 'Top level'. */
  topLabel: string;
  /** The edited node: it and its subtree are left out. */
  without?: number | undefined;
  /** Options before the tree's (a current parent outside the caller's scope). */
  extra?: ReactNode;
}

/** The select, a spinner while the tree loads, or why it could not. */
export function ParentSelect<T extends TreeNode>({ tree, field, label, topLabel, without, extra }: ParentSelectProps<T>) {
  const { failure } = useCrudT();
  if (tree.isError) {
    return (
      <Box color="fg.error" fontSize="sm">
        {failure(tree.error)}
      </Box>
    );
  }
  if (!tree.isSuccess) return <Spinner size="sm" />;
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field {...field}>
        <option value="">{topLabel}</option>
        {extra}
        {flattenTree(tree.data, without).map(({ node, depth }) => (
          <option key={node.id} value={String(node.id)}>
            {indented(label(node), depth)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
