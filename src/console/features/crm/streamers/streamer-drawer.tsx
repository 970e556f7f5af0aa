/**
 * Adds a streamer (`POST api/anchors`, without the target form's rules: a lead from a list) or edits one
 * (`PUT api/anchors`). Progress, operator, favourite and review have their own actions and are not here.
 */
import type { z } from 'zod';
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { SelectField, TextAreaField } from '@shared/crud/choice-fields';
import { NumberField, SwitchField, TextField } from '@shared/crud/form-fields';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { anchorsApi } from '../api/anchors-api';
import { yesNoOptions } from '../common/form-choices';
import { useAnchorLabels, type LabelGroup } from '../common/labels';
import { useCrmT } from '../i18n/use-crm-t';
import { streamerFormSchema, streamerFormValues, type StreamerFormOutput, type StreamerFormValues } from './streamer-form';

/** The drawer of `target` ('new' or the row); mount it only while it is open. */
export function StreamerDrawer({ target, onClose }: { target: AnchorRow | 'new'; onClose: () => void }) {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  const choose = ft('common.choose');
  const yesNo = yesNoOptions({ choose, yes: ft('common.yes'), no: ft('common.no') });
  const options = (group: LabelGroup) => [{ value: '', label: choose }, ...labels.options(group)];
  // The form's values are texts; the schema maps them onto the contract's body.
  const schema = streamerFormSchema as unknown as z.ZodType<StreamerFormOutput, StreamerFormValues>;
  return (
    <ResourceDrawer api={anchorsApi} target={target} onClose={onClose}
      titles={{ create: ft('streamers.createTitle'), edit: ft('streamers.editTitle') }}
      failureTitles={{ create: ft('streamers.addFailed') }}
      schema={schema}
      defaultValues={streamerFormValues}
      size="lg"
    >
      {(form) => (
        <>
          <TextField form={form} name="anchorId" label={ft('fields.anchorId')} required input={{ maxLength: 64 }} />
          <TextField form={form} name="uniqueId" label={ft('fields.uniqueId')} input={{ maxLength: 64 }} />
          <TextField form={form} name="nickname" label={ft('fields.nickname')} input={{ maxLength: 64 }} />
          <NumberField form={form} name="fans" label={ft('fields.fans')} />
          <NumberField form={form} name="highestDiamonds" label={ft('fields.highestDiamonds')} />
          <SelectField form={form} name="gender" label={ft('fields.gender')} options={options('gender')} />
          <NumberField form={form} name="age" label={ft('fields.age')} input={{ min: 1, max: 150 }} />
          <SelectField form={form} name="showFace" label={ft('fields.showFace')} options={yesNo} />
          <SelectField form={form} name="gameStreamer" label={ft('fields.gameStreamer')} options={yesNo} />
          <SelectField form={form} name="shoppingStreamer" label={ft('fields.shoppingStreamer')} options={yesNo} />
          <SelectField form={form} name="highLevel" label={ft('fields.highLevel')} options={yesNo} />
          <TextField form={form} name="systemCountry" label={ft('fields.systemCountry')} input={{ maxLength: 64 }} />
          <TextField form={form} name="remarkCountry" label={ft('fields.remarkCountry')} input={{ maxLength: 64 }} />
          <TextField form={form} name="whatsAppNumber" label={ft('fields.whatsAppNumber')} input={{ maxLength: 32 }} />
          <TextField form={form} name="insAccount" label={ft('fields.insAccount')} input={{ maxLength: 64 }} />
          <TextField form={form} name="invitationCode" label={ft('fields.invitationCode')} input={{ maxLength: 64 }} />
          <TextField form={form} name="liveTag" label={ft('fields.liveTag')} input={{ maxLength: 64 }} />
          <TextField form={form} name="customLabels" label={ft('fields.customLabels')} helper={ft('common.labelsHint')} />
          <SelectField form={form} name="status" label={ft('fields.status')} options={options('guildStatus')} />
          <SelectField form={form} name="availability" label={ft('fields.availability')} options={options('availability')} />
          <SelectField form={form} name="inviteType" label={ft('fields.inviteType')} options={options('inviteType')} />
          <SelectField form={form} name="nextAction" label={ft('fields.nextAction')} options={options('nextAction')} />
          <SwitchField form={form} name="invited" label={ft('fields.invited')} fallback={false} />
          <TextField form={form} name="job" label={ft('fields.job')} input={{ maxLength: 64 }} />
          <TextField form={form} name="hobby" label={ft('fields.hobby')} input={{ maxLength: 255 }} />
          <TextAreaField form={form} name="reason" label={ft('fields.reason')} input={{ maxLength: 500 }} />
          <TextAreaField form={form} name="recruitmentStrategy" label={ft('fields.recruitmentStrategy')} input={{ maxLength: 500 }} />
          <TextAreaField form={form} name="note" label={ft('fields.note')} input={{ maxLength: 500 }} />
        </>
      )}
    </ResourceDrawer>
  );
}
