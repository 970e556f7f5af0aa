/**
 * The target streamer form (`POST api/anchors/target`): TikTok ID, gender, show face, game streamer, shopping
 * streamer and high level (each a required choice), age above 0, WhatsApp number, the contact and WhatsApp
 * screenshots (uploaded pictures) and the reason, required; job, hobby, Instagram, noted country, note and labels
 * optional. Each refusal shows beside its field: the contract's schema before sending, the server's 400 after.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { TextAreaField, SelectField } from '@shared/crud/choice-fields';
import { FormDrawer } from '@shared/crud/form-drawer';
import { NumberField, TextField } from '@shared/crud/form-fields';
import { useTranslation } from 'react-i18next';
import { useCreateTarget } from '../api/anchors-api';
import { yesNoOptions } from '../common/form-choices';
import { useAnchorLabels } from '../common/labels';
import { ScreenshotField } from '../common/screenshot-field';
import { useCrmT } from '../i18n/use-crm-t';
import { TARGET_DEFAULTS, targetFormSchema, type TargetFormOutput, type TargetFormValues } from './target-form';

/** The drawer; mount it only while it is open. */
export function TargetDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  const create = useCreateTarget();
  const [uploads, setUploads] = useState({ contactScreenshot: false, whatsAppScreenshot: false });
  const choose = ft('common.choose');
  const yesNo = yesNoOptions({ choose, yes: ft('common.yes'), no: ft('common.no') });
  // The form's values are texts; the schema maps them onto the contract's body.
  const schema = targetFormSchema as unknown as z.ZodType<TargetFormOutput, TargetFormValues>;
  const busy = (field: keyof typeof uploads) => (value: boolean) => setUploads((current) => ({ ...current, [field]: value }));
  return (
    <FormDrawer
      title={ft('targets.createTitle')}
      schema={schema}
      defaultValues={TARGET_DEFAULTS}
      onSubmit={(body) => create.mutateAsync(body)}
      successText={t('common.addSuccess')}
      failureTitle={ft('targets.addFailed')}
      saveBlocked={uploads.contactScreenshot || uploads.whatsAppScreenshot ? t('common.loading') : null}
      onClose={onClose}
      size="lg"
    >
      {(form) => (
        <>
          <TextField form={form} name="anchorId" label={ft('fields.anchorId')} required input={{ maxLength: 64 }} />
          <TextField form={form} name="nickname" label={ft('fields.nickname')} input={{ maxLength: 64 }} />
          <SelectField form={form} name="gender" label={ft('fields.gender')} required options={[{ value: '', label: choose }, ...labels.options('gender')]} />
          <SelectField form={form} name="showFace" label={ft('fields.showFace')} required options={yesNo} />
          <SelectField form={form} name="gameStreamer" label={ft('fields.gameStreamer')} required options={yesNo} />
          <SelectField form={form} name="shoppingStreamer" label={ft('fields.shoppingStreamer')} required options={yesNo} />
          <SelectField form={form} name="highLevel" label={ft('fields.highLevel')} required options={yesNo} />
          <NumberField form={form} name="age" label={ft('fields.age')} required input={{ min: 1, max: 150 }} />
          <TextField form={form} name="whatsAppNumber" label={ft('fields.whatsAppNumber')} required input={{ maxLength: 32, inputMode: 'tel' }} />
          <ScreenshotField form={form} name="contactScreenshot" label={ft('fields.contactScreenshot')} onBusyChange={busy('contactScreenshot')} />
          <ScreenshotField form={form} name="whatsAppScreenshot" label={ft('fields.whatsAppScreenshot')} onBusyChange={busy('whatsAppScreenshot')} />
          <TextAreaField form={form} name="reason" label={ft('fields.reason')} required input={{ maxLength: 500 }} />
          <TextField form={form} name="job" label={ft('fields.job')} input={{ maxLength: 64 }} />
          <TextField form={form} name="hobby" label={ft('fields.hobby')} input={{ maxLength: 255 }} />
          <TextField form={form} name="insAccount" label={ft('fields.insAccount')} input={{ maxLength: 64 }} />
          <TextField form={form} name="remarkCountry" label={ft('fields.remarkCountry')} input={{ maxLength: 64 }} />
          <TextField form={form} name="customLabels" label={ft('fields.customLabels')} helper={ft('common.labelsHint')} />
          <TextAreaField form={form} name="note" label={ft('fields.note')} input={{ maxLength: 500 }} />
        </>
      )}
    </FormDrawer>
  );
}
