// `x-widget: "timeZone"`: an IANA time zone chosen from the zones the browser knows, each with its offset
// now ('Asia/Shanghai (GMT+8)'); a stored zone the browser does not list stays offered.
import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { DEFAULT_TIME_ZONE, zoneLabel } from '@shared/time-zone';
import { inputCls } from './cls';

/** Every zone the runtime lists (plus UTC), the given one first if it is not listed. */
export function zoneChoices(current?: unknown): string[] {
  const list = [...(Intl.supportedValuesOf?.('timeZone') ?? [DEFAULT_TIME_ZONE]), 'UTC'];
  return typeof current === 'string' && current && !list.includes(current) ? [current, ...list] : list;
}

export function TimeZoneWidget(p: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, required } = p;
  const zones = useMemo(() => {
    const now = Date.now();
    return zoneChoices(value).map((z) => ({ z, label: `${z.replace(/_/g, ' ')} (${zoneLabel(z, now)})` }));
  }, [value]);
  return (
    <select id={id} name={htmlName || id} className={inputCls(!!rawErrors?.length)} value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly} aria-required={required || undefined} aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)} onChange={(e) => onChange(e.target.value || undefined)}
      onBlur={(e) => onBlur(id, e.target.value)} onFocus={(e) => onFocus(id, e.target.value)}>
      {!value && <option value="" />}
      {zones.map(({ z, label }) => <option key={z} value={z}>{label}</option>)}
    </select>
  );
}
