/**
 * Records a service log of one streamer (`POST api/anchorServiceLogs`): what happened in the contact (switches), the
 * private messages sent (at most 3 while unanswered, refused beside the count), gifted coins, the next action
 * (required), when to be reminded, and the screenshot after the message.
 */
import { Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import type { z } from 'zod';
import { SelectField, TextAreaField } from '@shared/crud/choice-fields';
import { FormDrawer } from '@shared/crud/form-drawer';
import { BoundField, NumberField, SwitchField } from '@shared/crud/form-fields';
import { useTranslation } from 'react-i18next';
import { serviceLogsApi } from '../api/service-logs-api';
import { useAnchorLabels } from '../common/labels';
import { ScreenshotField } from '../common/screenshot-field';
import { useCrmT } from '../i18n/use-crm-t';
import { SERVICE_LOG_SWITCHES, serviceLogDefaults, serviceLogFormSchema, type ServiceLogFormOutput, type ServiceLogFormValues } from './service-log-form';

/** The drawer for streamer `anchorRowId`; mount it only while it is open. */
export function ServiceLogDrawer({ anchorRowId, onClose }: { anchorRowId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  const create = serviceLogsApi.useCreate();
  const [uploading, setUploading] = useState(false);
  // The form's values are texts; the schema maps them onto the contract's body.
  const schema = serviceLogFormSchema as unknown as z.ZodType<ServiceLogFormOutput, ServiceLogFormValues>;
  return (
    <FormDrawer
      title={ft('serviceLogForm.title')}
      schema={schema}
      defaultValues={serviceLogDefaults(anchorRowId)}
      onSubmit={(body) => create.mutateAsync(body)}
      successText={ft('serviceLogForm.saved')}
      saveBlocked={uploading ? t('common.loading') : null}
      onClose={onClose}
      size="lg"
    >
      {(form) => (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            {SERVICE_LOG_SWITCHES.map((name) => (
              <SwitchField key={name} form={form} name={name} label={ft(`serviceLogForm.${name}`)} fallback={false} />
            ))}
          </SimpleGrid>
          <NumberField form={form} name="privateMessageCount" label={ft('serviceLogForm.privateMessageCount')} helper={ft('serviceLogForm.privateMessageHint')} input={{ min: 0 }} />
          <SelectField form={form} name="giftedCoins" label={ft('serviceLogForm.giftedCoins')} options={labels.options('giftedCoins')} />
          <SelectField form={form} name="nextAction" label={ft('serviceLogForm.nextAction')} required options={[{ value: '', label: ft('common.choose') }, ...labels.options('nextAction')]} />
          <BoundField form={form} name="noticeTime" label={ft('serviceLogForm.noticeTime')}>
            <Input size="sm" type="datetime-local" step={60} {...form.register('noticeTime')} />
          </BoundField>
          <TextAreaField form={form} name="recruitmentStrategy" label={ft('serviceLogForm.recruitmentStrategy')} input={{ maxLength: 500 }} />
          <ScreenshotField form={form} name="screenshot" label={ft('serviceLogForm.screenshot')} onBusyChange={setUploading} />
        </>
      )}
    </FormDrawer>
  );
}
