/**
 * Add/edit drawer of a role: name, level (not more powerful than the caller's), data scope and, for a
 * custom scope, a dept tree picker (the caller's scope), description. A 400 naming a field goes beside it.
 */
import { Alert, Button, Checkbox, CloseButton, Drawer, Input, NativeSelect, Portal, Stack, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DATA_SCOPES, type Role } from '../../../../../streams/contracts/roles';
import { httpErrorOf } from '@shared/http/http-error';
import { translateRule } from '@shared/i18n/server-messages';
import { FormField } from '@shared/ui/form-field';
import { notifySuccess } from '@shared/ui/toaster';
import { useCreateRole, type RoleBody } from '../api/create-role';
import { usePickerDepts } from '../api/get-picker-depts';
import { useRoleLevel } from '../api/get-role-level';
import { useUpdateRole } from '../api/update-role';
import { CheckGroup } from '../common/check-group';
import { treeRows } from '../common/tree';
import type { SuKey } from '../i18n/su-locale';
import { useSuTranslation } from '../i18n/use-su-translation';

export type RoleDrawerTarget = Role | 'new' | null;

const formSchema = z
  .object({
    name: z.string().trim().min(1, 'k:roles.fields.name'),
    level: z.number('k:roles.fields.level').int('k:roles.fields.level').min(1, 'k:roles.fields.level').max(999, 'k:roles.fields.level'),
    dataScope: z.enum(DATA_SCOPES),
    deptIds: z.array(z.number()),
    description: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.dataScope === 'custom' && value.deptIds.length === 0) ctx.addIssue({ code: 'custom', path: ['deptIds'], message: 'k:roles.pickDepts' });
  });
type FormValues = z.infer<typeof formSchema>;
const FORM_FIELD: Readonly<Record<string, keyof FormValues>> = { name: 'name', level: 'level', dataScope: 'dataScope', depts: 'deptIds', description: 'description' };
const FORM_ID = 'system-role-form';

export function RoleDrawer({ target, onClose }: { target: RoleDrawerTarget; onClose: () => void }) {
  const { st } = useSuTranslation();
  const editing = target !== null && target !== 'new' ? target : undefined;
  const title = st(editing ? 'roles.editTitle' : 'roles.addTitle');
  return (
    <Drawer.Root open={target !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {target !== null ? <RoleForm key={editing ? `edit-${editing.id}` : 'new'} title={title} editing={editing} onClose={onClose} /> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={st('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function RoleForm({ title, editing, onClose }: { title: string; editing: Role | undefined; onClose: () => void }) {
  const { t, st, failure } = useSuTranslation();
  const create = useCreateRole();
  const update = useUpdateRole();
  const depts = usePickerDepts();
  const level = useRoleLevel();
  const [formError, setFormError] = useState<string | null>(null);
  const callerLevel = level.data?.level ?? 1;
  const { register, handleSubmit, setError, control, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: editing?.name ?? '',
      level: editing?.level ?? Math.max(3, callerLevel),
      dataScope: editing?.dataScope ?? 'own',
      deptIds: editing?.depts.map((dept) => dept.id) ?? [],
      description: editing?.description ?? '',
    },
  });
  const errors = formState.errors;
  const dataScope = useWatch({ control, name: 'dataScope' });
  const translate = (message: string) => (message.startsWith('k:') ? st(message.slice(2) as SuKey, { level: callerLevel }) : message);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body: RoleBody = {
      name: values.name,
      level: values.level,
      dataScope: values.dataScope,
      depts: values.dataScope === 'custom' ? values.deptIds.map((id) => ({ id })) : [],
      description: values.description.trim() === '' ? null : values.description.trim(),
    };
    try {
      if (editing) await update.mutateAsync({ ...body, id: editing.id });
      else await create.mutateAsync(body);
      notifySuccess(t(editing ? 'common.editSuccess' : 'common.addSuccess'));
      onClose();
    } catch (error) {
      const http = httpErrorOf(error);
      const message = http?.kind === 'http' && http.status === 400 ? (http.message ?? '') : '';
      const match = /^([A-Za-z]+):\s+([\s\S]+)$/.exec(message);
      const field = match ? FORM_FIELD[match[1]!] : undefined;
      if (field && match) setError(field, { type: 'server', message: translateRule(t, match[2]!) }, { shouldFocus: true });
      else setFormError(failure(error));
    }
  });

  const deptItems = depts.data ?? [];
  return (
    <>
      <Drawer.Body>
        <chakra.form id={FORM_ID} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
          <Stack gap="4">
            {formError ? (
              <Alert.Root status="error" role="alert" size="sm">
                <Alert.Indicator />
                <Alert.Description>{formError}</Alert.Description>
              </Alert.Root>
            ) : null}
            <FormField label={st('roles.fields.name')} error={errors.name} translate={(m) => (m.startsWith('k:') ? st('users.required', { field: st('roles.fields.name') }) : m)} required>
              <Input size="sm" autoComplete="off" maxLength={64} {...register('name')} />
            </FormField>
            <FormField label={st('roles.fields.level')} error={errors.level} helper={st('roles.fields.levelHelp', { level: callerLevel })} translate={(m) => (m.startsWith('k:') ? st('roles.fields.levelHelp', { level: callerLevel }) : m)} required>
              <Input size="sm" type="number" min={callerLevel} max={999} {...register('level', { valueAsNumber: true })} />
            </FormField>
            <FormField label={st('roles.fields.dataScope')} error={errors.dataScope}>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...register('dataScope')}>
                  {DATA_SCOPES.map((scope) => (
                    <option key={scope} value={scope}>
                      {st(`roles.scopes.${scope}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {dataScope === 'custom' ? (
              <Controller
                control={control}
                name="deptIds"
                render={({ field }) => (
                  <CheckGroup label={st('roles.fields.depts')} error={errors.deptIds?.message ? translate(errors.deptIds.message) : undefined} helper={st('roles.fields.deptsHelp')} required>
                      {treeRows(deptItems).map(({ item, depth }) => (
                        <Checkbox.Root
                          key={item.id}
                          size="sm"
                          ps={`${depth * 1.25}rem`}
                          checked={field.value.includes(item.id)}
                          onCheckedChange={(e) => {
                            // Only the picked depts are sent: their sub-depts are in scope anyway.
                            const next = new Set(field.value);
                            if (e.checked === true) next.add(item.id);
                            else next.delete(item.id);
                            field.onChange([...next]);
                          }}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{item.name}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                  </CheckGroup>
                )}
              />
            ) : null}
            <FormField label={st('roles.fields.description')} error={errors.description}>
              <Textarea size="sm" rows={3} maxLength={255} {...register('description')} />
            </FormField>
          </Stack>
        </chakra.form>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} size="sm" colorPalette="brand" loading={create.isPending || update.isPending}>
          {st('common.save')}
        </Button>
      </Drawer.Footer>
    </>
  );
}

