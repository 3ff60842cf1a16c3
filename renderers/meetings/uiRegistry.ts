// Names a screen's uiSchema may use for widgets and templates, resolved to components before the
// uiSchema reaches rjsf (JSON cannot hold components).
import type { UiSchema } from '@rjsf/utils';
import { CounterTextareaWidget, WallClockWidget } from './widgets';
import { CardArrayTemplate, CardItemTemplate, GridObjectTemplate, InlineObjectTemplate } from './templates';

const WIDGETS: Record<string, unknown> = { wallClock: WallClockWidget, counterTextarea: CounterTextareaWidget };
const TEMPLATES: Record<string, unknown> = { cardArray: CardArrayTemplate, cardItem: CardItemTemplate, inlineObject: InlineObjectTemplate, grid: GridObjectTemplate };
const TEMPLATE_KEYS = ['ui:ArrayFieldTemplate', 'ui:ArrayFieldItemTemplate', 'ui:ObjectFieldTemplate'];

/** A copy of `ui` with our widget and template names replaced by their components (names rjsf knows stay). */
export function resolveUiSchema(ui: Record<string, unknown>): UiSchema {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ui)) {
    if (k === 'ui:widget' && typeof v === 'string' && WIDGETS[v]) out[k] = WIDGETS[v];
    else if (TEMPLATE_KEYS.includes(k) && typeof v === 'string' && TEMPLATES[v]) out[k] = TEMPLATES[v];
    else if (v && typeof v === 'object' && !Array.isArray(v) && !k.startsWith('ui:')) out[k] = resolveUiSchema(v as Record<string, unknown>);
    else out[k] = v;
  }
  return out as UiSchema;
}

/** Two uiSchemas merged field by field (the second wins). */
export function mergeUiSchema(a: Record<string, unknown> = {}, b: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const cur = out[k];
    out[k] = cur && v && typeof cur === 'object' && typeof v === 'object' && !Array.isArray(v) ? mergeUiSchema(cur as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  return out;
}
