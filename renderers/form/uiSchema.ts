// The uiSchema a composed schema implies, so a property added to an entity needs no UI edit:
// short enums become radios, long text a textarea, `x-widget` on a property picks any widget.
import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '@shared/schema/compose';

const RADIO_MAX = 4;
const TEXTAREA_MIN = 200;

function widgetOf(p: JsonSchema): string | undefined {
  if (p['x-widget']) return p['x-widget'];
  if (Array.isArray(p.enum)) return p.enum.length <= RADIO_MAX ? 'radio' : 'select';
  // a patterned string (an e-mail, a code) is one line however long it may be
  if (p.type === 'string' && !p.format && !p.pattern && (p.maxLength ?? 0) > TEXTAREA_MIN) return 'textarea';
  return undefined;
}

export function deriveUiSchema(schema: JsonSchema, extra: UiSchema = {}): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [name, p] of Object.entries<JsonSchema>(schema.properties ?? {})) {
    const field: UiSchema = {};
    const widget = widgetOf(p);
    if (widget) field['ui:widget'] = widget;
    if (p.readOnly) field['ui:readonly'] = true;
    if (p['x-hidden']) field['ui:widget'] = 'hidden';
    ui[name] = { ...field, ...(extra[name] as UiSchema | undefined) };
  }
  for (const [k, v] of Object.entries(extra)) if (!(k in ui)) ui[k] = v;
  return ui;
}
