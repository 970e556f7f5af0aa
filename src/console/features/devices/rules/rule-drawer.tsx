/**
 * Add/edit drawer of a control rule (room + gift + minimum count or diamonds → command on a device, with a cooldown),
 * on the kit's form drawer: the streamer's TikTok ID, the gift (any, or one of the catalogue found by name or id), the
 * minimums, the command, the device, the cooldown in seconds and the switch. The contract's messages show beside their
 * inputs, the server's too (a cooldown's beside the seconds).
 */
import { Grid, Input, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { DeviceRuleRow } from '../../../../../streams/contracts/devices';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { SelectField, SwitchField, TextField } from '@shared/crud/form-fields';
import { FormField } from '@shared/ui/form-field';
import { useCommandOptions, useDeviceOptions, useRuleGifts } from '../api/device-options';
import { rulesApi } from '../api/devices-api';
import { useDevicesT } from '../i18n/devices-locale';
import { ruleDefaults, ruleFormField, ruleFormSchema, toRuleFormValues, type RuleFormOutput, type RuleFormValues } from './rule-form';

const NUMBER_INPUT = { inputMode: 'numeric', dir: 'ltr' } as const;

/** The drawer for a new rule (`'new'`) or `target`; mount it only while it is open. */
export function RuleDrawer({ target, onClose }: { target: DeviceRuleRow | 'new'; onClose: () => void }) {
  const { ft, failure } = useDevicesT();
  const commands = useCommandOptions();
  const devices = useDeviceOptions();
  const [giftSearch, setGiftSearch] = useState('');
  const gifts = useRuleGifts(useDeferredValue(giftSearch.trim()));
  const giftOptions = gifts.data ?? [];
  return (
    <ResourceDrawer api={rulesApi} target={target} onClose={onClose}
      titles={{ create: ft('rules.form.createTitle'), edit: ft('rules.form.editTitle') }}
      schema={ruleFormSchema}
      defaultValues={(row) => (row ? toRuleFormValues(row) : ruleDefaults())}
      fieldOf={ruleFormField}
    >
      {(form) => {
        const giftField = form.register('giftId');
        return (
          <>
            <TextField form={form} name="name" label={ft('rules.form.name')} required input={{ maxLength: 64 }} />
            <TextField form={form} name="uniqueId" label={ft('rules.form.uniqueId')} helper={ft('rules.form.uniqueIdHint')} required input={{ maxLength: 25, spellCheck: false, dir: 'ltr' }} />
            <FormField label={ft('rules.form.giftSearch')}>
              <Input size="sm" type="search" autoComplete="off" placeholder={ft('rules.form.giftSearchPlaceholder')} value={giftSearch} onChange={(e) => setGiftSearch(e.target.value)} />
            </FormField>
            <SelectField
              form={form}
              name="giftId"
              label={ft('rules.form.gift')}
              select={{
                onChange: (e) => {
                  void giftField.onChange(e);
                  form.setValue('giftName', giftOptions.find((option) => option.giftId === e.target.value)?.name ?? '');
                },
              }}
            >
              <option value="">{ft('rules.anyGift')}</option>
              <ChosenGift control={form.control} listed={giftOptions.map((gift) => gift.giftId)} />
              {giftOptions.map((gift) => (
                <option key={gift.giftId} value={gift.giftId}>
                  {ft('rules.giftOption', { name: gift.name, diamonds: gift.diamondCount })}
                </option>
              ))}
            </SelectField>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <TextField form={form} name="minCount" label={ft('rules.form.minCount')} helper={ft('rules.form.minCountHint')} input={NUMBER_INPUT} />
              <TextField form={form} name="minDiamonds" label={ft('rules.form.minDiamonds')} helper={ft('rules.form.minDiamondsHint')} input={NUMBER_INPUT} />
            </Grid>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <SelectField form={form} name="commandId" label={ft('rules.form.command')} helper={commands.data?.length === 0 ? ft('rules.form.noCommands') : undefined} required>
                <option value="">{ft('rules.form.choose')}</option>
                {(commands.data ?? []).map((command) => (
                  <option key={command.id} value={String(command.id)}>
                    {command.name}
                  </option>
                ))}
              </SelectField>
              <SelectField form={form} name="deviceId" label={ft('rules.form.device')} helper={devices.data?.length === 0 ? ft('rules.form.noDevices') : undefined} required>
                <option value="">{ft('rules.form.choose')}</option>
                {(devices.data ?? []).map((device) => (
                  <option key={device.id} value={String(device.id)}>
                    {device.enabled ? device.name : `${device.name} (${ft('rules.deviceDisabled')})`}
                  </option>
                ))}
              </SelectField>
            </Grid>
            <TextField form={form} name="cooldownSeconds" label={ft('rules.form.cooldown')} helper={ft('rules.form.cooldownHint')} input={{ ...NUMBER_INPUT, maxW: '40' }} />
            {commands.isError || devices.isError ? (
              <Text fontSize="xs" color="fg.error">
                {failure(commands.error ?? devices.error)}
              </Text>
            ) : null}
            <SwitchField form={form} name="enabled" label={ft('rules.form.enabled')} />
          </>
        );
      }}
    </ResourceDrawer>
  );
}

/** The chosen gift stays a choice even when the search does not list it (an edited rule's gift). */
function ChosenGift({ control, listed }: { control: Control<RuleFormValues, unknown, RuleFormOutput>; listed: readonly string[] }) {
  const [giftId, giftName] = useWatch({ control, name: ['giftId', 'giftName'] });
  if (giftId === '' || listed.includes(giftId)) return null;
  return <option value={giftId}>{giftName || giftId}</option>;
}
