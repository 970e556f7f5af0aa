/**
 * The wall's toolbar: title, "N live of M monitored", the page indicator with previous / next / pause when the rooms
 * need more than one page, then the settings — sort, monitor types, staff, rotation interval, big-gift threshold —
 * and the switches for the alert rail, wall mode and full screen. Native selects and plain buttons only: popovers
 * rendered in a portal would not show while the wall is full screen (only the full-screen element is displayed).
 */
import { Button, HStack, IconButton, Input, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { memo, useState, type ReactNode } from 'react';
import { LuBell, LuBellOff, LuChevronLeft, LuChevronRight, LuMaximize, LuMinimize, LuMonitor, LuPause, LuPlay } from 'react-icons/lu';
import { MONITOR_TYPES, type MonitorType } from '../../../../../streams/contracts/monitor';
import { MIN_GIFT_ALERT_DIAMONDS } from '../../../../../streams/contracts/monitor-wall';
import type { WallT } from './i18n/wall-locale';
import { formatWhole } from './wall-format';
import type { StaffOption } from './wall-order';
import { parseGiftThreshold, ROTATION_SECONDS, WALL_SORTS, type RotationSeconds, type StaffFilter, type WallSettings, type WallSort } from './wall-settings';

/** Props of {@link WallToolbar}. */
export interface WallToolbarProps {
  settings: WallSettings;
  onChange: (patch: Partial<WallSettings>) => void;
  staff: readonly StaffOption[];
  live: number;
  monitored: number;
  /** Tiles left after the filters (shown when a filter hides some). */
  shown: number;
  filtered: boolean;
  page: number;
  pageCount: number;
  paused: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePaused: () => void;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  wt: WallT;
  language: string;
}

/** A small visible label beside its control. */
function Labelled({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <HStack gap="1.5">
      <chakra.label htmlFor={htmlFor} fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {label}
      </chakra.label>
      {children}
    </HStack>
  );
}

const staffValue = (staff: StaffFilter) => String(staff);
const parseStaff = (value: string): StaffFilter => (value === 'all' || value === 'none' ? value : Number(value));

/** The big-gift threshold: typed freely, applied on Enter or when leaving the field, refused below the minimum. */
function GiftThreshold({ value, onCommit, wt, language }: { value: number; onCommit: (value: number) => void; wt: WallT; language: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && parseGiftThreshold(draft) === null;
  const commit = () => {
    if (draft === null) return;
    const parsed = parseGiftThreshold(draft);
    if (parsed === null) return;
    if (parsed !== value) onCommit(parsed);
    setDraft(null);
  };
  return (
    <HStack gap="1.5" position="relative">
      <chakra.label htmlFor="wall-gift-threshold" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {wt('toolbar.giftThreshold')}
      </chakra.label>
      <Input
        id="wall-gift-threshold"
        size="xs"
        width="6.5rem"
        inputMode="numeric"
        value={draft ?? formatWhole(value, language)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'wall-gift-threshold-error' : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape' && draft !== null) {
            // Esc here drops the draft; it must not also leave wall mode.
            event.preventDefault();
            setDraft(null);
          }
        }}
      />
      <Text fontSize="xs" color="fg.muted">
        {wt('toolbar.giftUnit')}
      </Text>
      {invalid ? (
        <Text id="wall-gift-threshold-error" role="alert" className="wall-field-error" fontSize="xs">
          {wt('toolbar.giftThresholdError', { min: formatWhole(MIN_GIFT_ALERT_DIAMONDS, language) })}
        </Text>
      ) : null}
    </HStack>
  );
}

/** The toolbar. */
export const WallToolbar = memo(function WallToolbar(props: WallToolbarProps) {
  const { settings, onChange, staff, wt, language } = props;
  const toggleType = (type: MonitorType) => {
    const on = settings.types.includes(type);
    onChange({ types: on ? settings.types.filter((t) => t !== type) : [...settings.types, type] });
  };
  return (
    <div className="wall-toolbar wall-ui">
      <HStack gap="3" flexWrap="wrap" minW="0">
        <h2 className="wall-toolbar__title">{wt('title')}</h2>
        <span className="wall-toolbar__counts" data-testid="wall-counts">
          {wt('counts', { live: props.live, monitored: props.monitored })}
          {props.filtered ? <span className="wall-toolbar__shown"> · {wt('showing', { count: props.shown })}</span> : null}
        </span>
        {props.pageCount > 1 ? (
          <HStack gap="1" className="wall-pager">
            <IconButton size="xs" variant="ghost" aria-label={wt('previousPage')} onClick={props.onPrevious}>
              <LuChevronLeft className="wall-flip" />
            </IconButton>
            <span className="wall-pager__text" aria-live="polite">
              {wt('page', { page: props.page + 1, pages: props.pageCount })}
            </span>
            <IconButton size="xs" variant="ghost" aria-label={wt('nextPage')} onClick={props.onNext}>
              <LuChevronRight className="wall-flip" />
            </IconButton>
            <IconButton size="xs" variant="ghost" aria-label={props.paused ? wt('resumeRotation') : wt('pauseRotation')} aria-pressed={props.paused} onClick={props.onTogglePaused}>
              {props.paused ? <LuPlay /> : <LuPause />}
            </IconButton>
          </HStack>
        ) : null}
      </HStack>
      <HStack gap="3" flexWrap="wrap" role="group" aria-label={wt('toolbar.label')} justify="flex-end" minW="0">
        <Labelled label={wt('toolbar.sort')} htmlFor="wall-sort">
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field id="wall-sort" value={settings.sort} onChange={(event) => onChange({ sort: event.target.value as WallSort })}>
              {WALL_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {wt(`sorts.${sort}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Labelled>
        <HStack gap="1" role="group" aria-label={wt('toolbar.types')}>
          {MONITOR_TYPES.map((type) => {
            const on = settings.types.includes(type);
            return (
              <Button key={type} size="xs" variant={on ? 'solid' : 'outline'} colorPalette={on ? 'blue' : 'gray'} aria-pressed={on} onClick={() => toggleType(type)}>
                {wt(`types.${type}`)}
              </Button>
            );
          })}
        </HStack>
        <Labelled label={wt('toolbar.staff')} htmlFor="wall-staff">
          <NativeSelect.Root size="xs" width="auto" maxW="12rem">
            <NativeSelect.Field
              id="wall-staff"
              value={staffValue(settings.staff)}
              onChange={(event) => {
                const chosen = parseStaff(event.target.value);
                onChange({ staff: chosen, staffName: typeof chosen === 'number' ? (staff.find((s) => s.id === chosen)?.name ?? null) : null });
              }}
            >
              <option value="all">{wt('toolbar.allStaff')}</option>
              <option value="none">{wt('toolbar.noStaff')}</option>
              {staff.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Labelled>
        <Labelled label={wt('toolbar.rotation')} htmlFor="wall-rotation">
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field id="wall-rotation" value={String(settings.rotationSeconds)} onChange={(event) => onChange({ rotationSeconds: Number(event.target.value) as RotationSeconds })}>
              {ROTATION_SECONDS.map((seconds) => (
                <option key={seconds} value={String(seconds)}>
                  {wt('toolbar.rotationSeconds', { seconds })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Labelled>
        <GiftThreshold value={settings.giftAlertDiamonds} onCommit={(giftAlertDiamonds) => onChange({ giftAlertDiamonds })} wt={wt} language={language} />
        <HStack gap="1">
          <IconButton size="xs" variant={settings.showAlerts ? 'subtle' : 'ghost'} aria-label={wt('toolbar.alerts')} aria-pressed={settings.showAlerts} title={wt('toolbar.alerts')} onClick={() => onChange({ showAlerts: !settings.showAlerts })}>
            {settings.showAlerts ? <LuBell /> : <LuBellOff />}
          </IconButton>
          <IconButton size="xs" variant={settings.wallMode ? 'subtle' : 'ghost'} aria-label={wt('toolbar.wallMode')} aria-pressed={settings.wallMode} title={settings.wallMode ? wt('toolbar.wallModeHint') : wt('toolbar.wallMode')} onClick={() => onChange({ wallMode: !settings.wallMode })}>
            <LuMonitor />
          </IconButton>
          <IconButton size="xs" variant={props.fullscreen ? 'subtle' : 'ghost'} aria-label={wt('toolbar.fullscreen')} aria-pressed={props.fullscreen} title={wt('toolbar.fullscreen')} onClick={props.onToggleFullscreen}>
            {props.fullscreen ? <LuMinimize /> : <LuMaximize />}
          </IconButton>
        </HStack>
      </HStack>
    </div>
  );
});
