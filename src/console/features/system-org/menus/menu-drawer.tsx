/**
 * The menu's add/edit drawer. The form holds text (the parent as a select's value) and shows only the fields the type
 * uses; its schema turns the values into the contract's body with the contract's rules (menu-form.ts), so a rule
 * broken shows beside its field before anything is sent.
 */
import { HStack, Input, NativeSelect, RadioGroup } from '@chakra-ui/react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { CONSOLE_PAGE_NAMES, type Menu, type MenuCreateBody } from '../../../../../streams/contracts/menus';
import { BoundField, SwitchField, TextField } from '@shared/crud/form-fields';
import { ParentSelect } from '@shared/crud/parent-select';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { menusApi, useMenuTree } from '../api/menus-api';
import { useOrgT } from '../i18n/use-org-t';
import { IconPicker } from './icon-picker';
import { checkMenuForm, fieldsOf, menuValues, newMenuValues, type MenuFormValues } from './menu-form';
import { useMenuTitle } from './menu-title';

/** The values → the body, or the first message per field. */
const menuFormSchema = z.custom<MenuFormValues>().transform((values, ctx): MenuCreateBody => {
  const checked = checkMenuForm(values);
  if (checked.ok) return checked.body;
  for (const [field, message] of Object.entries(checked.errors)) ctx.addIssue({ code: 'custom', path: [field], message });
  return z.NEVER;
});

/** Adds a menu (under `parent` when given) or edits `target`. */
export function MenuDrawer({ target, parent, onClose }: { target: Menu | 'new'; parent: Menu | null; onClose: () => void }) {
  const { ft } = useOrgT();
  return (
    <ResourceDrawer api={menusApi} target={target} onClose={onClose}
      titles={{ create: ft('menus.createTitle'), edit: ft('menus.editTitle') }}
      schema={menuFormSchema}
      defaultValues={(menu) => (menu ? menuValues(menu) : newMenuValues(parent?.id ?? null))}
    >
      {(form) => <MenuFields form={form} editing={target === 'new' ? undefined : target} />}
    </ResourceDrawer>
  );
}

function MenuFields({ form, editing }: { form: UseFormReturn<MenuFormValues, unknown, MenuCreateBody>; editing: Menu | undefined }) {
  const { ft } = useOrgT();
  const menuTitle = useMenuTitle();
  const tree = useMenuTree();
  const type = useWatch({ control: form.control, name: 'type' });
  const used = fieldsOf(type, useWatch({ control: form.control, name: 'iFrame' }));
  return (
    <>
      <BoundField form={form} name="type" label={ft('menus.type')}>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <RadioGroup.Root value={field.value} onValueChange={(e) => field.onChange(e.value)} size="sm" colorPalette="brand" aria-label={ft('menus.type')}>
              <HStack gap="4">
                {(['0', '1', '2'] as const).map((value) => (
                  <RadioGroup.Item key={value} value={value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{ft(`menus.types.${value}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          )}
        />
      </BoundField>
      <TextField form={form} name="title" label={ft('menus.menuTitle')} helper={ft('menus.titleHint')} required input={{ maxLength: 255 }} />
      {used.has('icon') ? (
        <BoundField form={form} name="icon" label={ft('menus.icon')}>
          <Controller control={form.control} name="icon" render={({ field }) => <IconPicker value={field.value} onChange={field.onChange} />} />
        </BoundField>
      ) : null}
      {used.has('iFrame') ? <SwitchField form={form} name="iFrame" label={ft('menus.iFrame')} fallback={false} /> : null}
      {used.has('path') ? <TextField form={form} name="path" label={ft('menus.path')} helper={ft('menus.pathHint')} required input={{ maxLength: 255 }} /> : null}
      {used.has('componentName') ? (
        <BoundField form={form} name="componentName" label={ft('menus.componentName')} helper={ft('menus.componentNameHint')} required>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...form.register('componentName')}>
              <option value="">{ft('menus.choosePage')}</option>
              {CONSOLE_PAGE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </BoundField>
      ) : null}
      {used.has('component') ? <TextField form={form} name="component" label={ft('menus.component')} input={{ maxLength: 255 }} /> : null}
      {used.has('permission') ? <TextField form={form} name="permission" label={ft('menus.permission')} required={type === '2'} input={{ maxLength: 255 }} /> : null}
      <BoundField form={form} name="pid" label={ft('common.parent')}>
        <ParentSelect tree={tree} field={form.register('pid')} label={(node) => menuTitle(node.title)} topLabel={ft('common.topLevel')} without={editing?.id} />
      </BoundField>
      <BoundField form={form} name="menuSort" label={ft('common.sort')}>
        <Input size="sm" type="number" min={0} {...form.register('menuSort')} />
      </BoundField>
      <HStack gap="6" wrap="wrap">
        {used.has('cache') ? <SwitchField form={form} name="cache" label={ft('menus.cache')} fallback={false} /> : null}
        {used.has('hidden') ? <SwitchField form={form} name="hidden" label={ft('menus.hidden')} fallback={false} /> : null}
      </HStack>
    </>
  );
}
