/**
 * The add/edit drawer of a resource in the common shape: `create(body)` for a new row, `update({ id, ...body })` for
 * the edited one, the title and the success notice following which it is. Forms whose body differs (a parent given
 * by the page, extra fields) use {@link FormDrawer} directly.
 */
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer, type FormDrawerProps } from './form-drawer';

/** What the drawer needs of a write hook: its promise form (the body may be wider than the form's output). */
interface Writer<B, R = void> {
  mutateAsync: (body: B) => Promise<R>;
}

/** Props of {@link ResourceDrawer}. */
export interface ResourceDrawerProps<Row extends { id: number }, In extends FieldValues, Out extends FieldValues, Created = void>
  extends Pick<FormDrawerProps<In, Out>, 'saveBlocked' | 'refusalField' | 'fieldOf' | 'size'> {
  /** The resource's write hooks (a `createResourceApi` result). */
  api: { useCreate: () => Writer<Out, Created>; useUpdate: () => Writer<Out & { id: number }> };
  /** 'new', or the row being edited. */
  target: Row | 'new';
  /** The drawer's title for each case ('Add job', 'Edit job'). */
  titles: { create: string; edit: string };
  /** The contract's create body (or the form's own schema, whose output is the body). */
  schema: z.ZodType<Out, In>;
  /** The form's first values: the edited row's, or a new row's (`undefined`). */
  defaultValues: (row: Row | undefined) => DefaultValues<In>;
  onClose: () => void;
  children: (form: UseFormReturn<In, unknown, Out>) => ReactNode;
  /** Titles over a failure that names no field, by case ('Failure to add the streamer'); none by default. */
  failureTitles?: { create?: string; edit?: string };
  /** A new row was saved: the server's answer (`createdSchema`: a device's key, shown once) and the body sent. */
  onCreated?: (created: Created, body: Out) => void;
}

/** The drawer; mount it only while it is open. */
export function ResourceDrawer<Row extends { id: number }, In extends FieldValues, Out extends FieldValues, Created = void>(props: ResourceDrawerProps<Row, In, Out, Created>) {
  const { api, target, titles, schema, defaultValues, onClose, children, saveBlocked, refusalField, failureTitles, fieldOf, size, onCreated } = props;
  const { t } = useTranslation();
  const editing = target === 'new' ? undefined : target;
  const create = api.useCreate();
  const update = api.useUpdate();
  return (
    <FormDrawer
      title={editing ? titles.edit : titles.create}
      schema={schema}
      defaultValues={defaultValues(editing)}
      onSubmit={async (body) => {
        if (editing) return update.mutateAsync({ ...body, id: editing.id });
        const created = await create.mutateAsync(body);
        onCreated?.(created, body);
      }}
      successText={t(editing ? 'common.editSuccess' : 'common.addSuccess')}
      onClose={onClose}
      saveBlocked={saveBlocked}
      refusalField={refusalField}
      failureTitle={editing ? failureTitles?.edit : failureTitles?.create}
      fieldOf={fieldOf}
      size={size}
    >
      {children}
    </FormDrawer>
  );
}
