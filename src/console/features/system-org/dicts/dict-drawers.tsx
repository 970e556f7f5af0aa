/** The add/edit drawers of a dictionary (name, description) and of an entry (label, value, sort). */
import { Textarea } from '@chakra-ui/react';
import { dictCreateBodySchema, dictDetailUpdateBodySchema, type Dict, type DictDetail } from '../../../../../streams/contracts/dicts';
import { FormDrawer } from '@shared/crud/form-drawer';
import { BoundField, NumberField, TextField } from '@shared/crud/form-fields';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { dictDetailsApi, dictsApi } from '../api/dicts-api';
import { useOrgT } from '../i18n/use-org-t';

/** Adds a dictionary (`target` 'new') or edits `target`. */
export function DictDrawer({ target, onClose }: { target: Dict | 'new'; onClose: () => void }) {
  const { ft } = useOrgT();
  return (
    <ResourceDrawer api={dictsApi} target={target} onClose={onClose}
      titles={{ create: ft('dicts.createTitle'), edit: ft('dicts.editTitle') }}
      schema={dictCreateBodySchema}
      defaultValues={(dict) => ({ name: dict?.name ?? '', description: dict?.description ?? '' })}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label={ft('common.name')} required input={{ maxLength: 255 }} />
          <BoundField form={form} name="description" label={ft('dicts.description')}>
            <Textarea size="sm" rows={2} maxLength={255} {...form.register('description')} />
          </BoundField>
        </>
      )}
    </ResourceDrawer>
  );
}

const detailFormSchema = dictDetailUpdateBodySchema.omit({ id: true });

/** Adds an entry to `dict` (`target` 'new') or edits `target`. */
export function DetailDrawer({ dict, target, onClose }: { dict: Dict; target: DictDetail | 'new'; onClose: () => void }) {
  const { t, ft } = useOrgT();
  const editing = target === 'new' ? undefined : target;
  const create = dictDetailsApi.useCreate();
  const update = dictDetailsApi.useUpdate();
  return (
    <FormDrawer
      title={ft(editing ? 'dicts.editDetailTitle' : 'dicts.createDetailTitle')}
      schema={detailFormSchema}
      defaultValues={{ label: editing?.label ?? '', value: editing?.value ?? '', dictSort: editing?.dictSort ?? 999 }}
      onSubmit={(body) => (editing ? update.mutateAsync({ id: editing.id, ...body }) : create.mutateAsync({ ...body, dict: { id: dict.id } }))}
      successText={t(editing ? 'common.editSuccess' : 'common.addSuccess')}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="label" label={ft('dicts.label')} required input={{ maxLength: 255 }} />
          <TextField form={form} name="value" label={ft('dicts.value')} required input={{ maxLength: 255 }} />
          <NumberField form={form} name="dictSort" label={ft('common.sort')} />
        </>
      )}
    </FormDrawer>
  );
}
