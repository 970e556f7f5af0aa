/**
 * Add/edit drawer of a role: name, level (not more powerful than the caller's), data scope and, for a custom scope, a
 * dept tree picker (the caller's scope), description. The form's own checks first, then the contract's; a refusal
 * naming a field goes beside it.
 */
import { useMemo } from 'react';
import { z } from 'zod';
import { DATA_SCOPES, roleCreateBodySchema, type Role } from '../../../../../streams/contracts/roles';
import { CheckListField, SelectField, TextAreaField } from '@shared/crud/choice-fields';
import { FormDrawer } from '@shared/crud/form-drawer';
import { NumberField, TextField } from '@shared/crud/form-fields';
import { storedSeedText, translateSeeded, useSeeded } from '@shared/i18n/i18n';
import { rolesApi, useRoleLevel } from '../api/roles-api';
import { usePickerDepts } from '../api/users-api';
import { treeRows } from '../common/tree';
import { useSuT } from '../i18n/use-su-t';

/** The form's checks (in the user's words, the level's range named from `callerLevel`), then the contract's body. */
function useRoleSchema(callerLevel: number) {
  const { ft } = useSuT();
  return useMemo(() => {
    const levelText = ft('roles.fields.levelHelp', { level: callerLevel });
    return z
      .object({
        name: z.string().trim().min(1, ft('users.required', { field: ft('roles.columns.name') })),
        level: z.number(levelText).int(levelText).min(1, levelText).max(999, levelText),
        dataScope: z.enum(DATA_SCOPES),
        depts: z.array(z.number()),
        description: z.string(),
      })
      .superRefine((form, ctx) => {
        if (form.dataScope === 'custom' && form.depts.length === 0) ctx.addIssue({ code: 'custom', path: ['depts'], message: ft('roles.pickDepts') });
      })
      .transform(
        (form): z.input<typeof roleCreateBodySchema> => ({
          ...form,
          // Only the picked depts are sent (their sub-depts are in scope anyway), and only for a custom scope.
          depts: form.dataScope === 'custom' ? form.depts.map((id) => ({ id })) : [],
          description: form.description.trim() === '' ? null : form.description.trim(),
        }),
      )
      .pipe(roleCreateBodySchema);
  }, [ft, callerLevel]);
}

export function RoleDrawer({ target, onClose }: { target: Role | 'new'; onClose: () => void }) {
  const { t, ft } = useSuT();
  const editing = target === 'new' ? undefined : target;
  const create = rolesApi.useCreate();
  const update = rolesApi.useUpdate();
  const seeded = useSeeded();
  const depts = usePickerDepts();
  const level = useRoleLevel();
  const callerLevel = level.data?.level ?? 1;
  const schema = useRoleSchema(callerLevel);
  return (
    <FormDrawer
      title={ft(editing ? 'roles.editTitle' : 'roles.addTitle')}
      schema={schema}
      defaultValues={{
        name: translateSeeded(t, editing?.name),
        level: editing?.level ?? Math.max(3, callerLevel),
        dataScope: editing?.dataScope ?? 'own',
        depts: editing?.depts.map((dept) => dept.id) ?? [],
        description: translateSeeded(t, editing?.description),
      }}
      onSubmit={(body) =>
        // A seeded name or description was shown translated: left as it was, it is saved back as its key.
        editing
          ? update.mutateAsync({
              ...body,
              id: editing.id,
              name: storedSeedText(t, editing.name, body.name),
              description: body.description ? storedSeedText(t, editing.description ?? undefined, body.description) : body.description,
            })
          : create.mutateAsync(body)
      }
      successText={t(editing ? 'common.editSuccess' : 'common.addSuccess')}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label={ft('roles.columns.name')} required input={{ maxLength: 64 }} />
          <NumberField form={form} name="level" label={ft('roles.columns.level')} helper={ft('roles.fields.levelHelp', { level: callerLevel })} required input={{ min: callerLevel, max: 999 }} />
          <SelectField form={form} name="dataScope" label={ft('roles.columns.dataScope')} options={DATA_SCOPES.map((scope) => ({ value: scope, label: ft(`roles.scopes.${scope}`) }))} />
          {form.watch('dataScope') === 'custom' ? (
            <CheckListField
              form={form}
              name="depts"
              label={ft('roles.fields.depts')}
              helper={ft('roles.fields.deptsHelp')}
              required
              options={treeRows(depts.data ?? []).map(({ item, depth }) => ({ id: item.id, label: seeded(item.name), depth }))}
            />
          ) : null}
          <TextAreaField form={form} name="description" label={ft('roles.columns.description')} input={{ maxLength: 255 }} />
        </>
      )}
    </FormDrawer>
  );
}
