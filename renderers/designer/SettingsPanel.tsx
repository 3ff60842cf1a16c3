// A step's settings, generated from its schema in schemas/designer (titles from designer.prop.*),
// plus the custom editors the schema names with x-editor (price table, identities, form builder, pay methods).
import { useMemo, type ComponentType } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import rjsfValidator from '@rjsf/validator-ajv8';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Page, Step } from '@shared/designer/steps';
import { templates, widgets } from '../form/theme';
import { stepSettings } from './stepSchemas';
import { TicketTypesEditor } from './editors/TicketTypesEditor';
import { IdentityEditor } from './editors/IdentityEditor';
import { PayMethodsEditor } from './editors/PayMethodsEditor';
import { FormBuilder } from './form-builder/FormBuilder';
import { ButtonListEditor } from './editors/ButtonListEditor';
import { LabelledCheckboxes, LabelledSelect } from './editors/choiceWidgets';

const settingsWidgets = { ...widgets, SelectWidget: LabelledSelect, select: LabelledSelect, CheckboxesWidget: LabelledCheckboxes, checkboxes: LabelledCheckboxes };

export interface EditorProps { page: Page; onChange: (page: Page) => void; /** the property the editor edits (button lists) */ prop: string }
const EDITORS: Record<string, ComponentType<EditorProps>> = { ticketTypes: TicketTypesEditor, identityList: IdentityEditor, payMethods: PayMethodsEditor, formBuilder: FormBuilder, buttonList: ButtonListEditor };

type Json = Record<string, any>;
/** The schema with every property titled in the current language (array templates read the schema's title). */
function titled(schema: Json, t: TFunction): Json {
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = { ...schema };
  if (schema.properties) out.properties = Object.fromEntries(Object.entries<Json>(schema.properties).map(([k, p]) => [k, { ...titled(p, t), title: t(`designer.prop.${k}`, { defaultValue: k }) }]));
  if (schema.items) out.items = titled(schema.items, t);
  return out;
}

function uiFor(schema: Json, t: TFunction): UiSchema {
  const ui: UiSchema = {};
  for (const [k, p] of Object.entries<Json>(schema.properties ?? {})) {
    const f: UiSchema = { 'ui:title': t(`designer.prop.${k}`, { defaultValue: k }) };
    if (p['x-widget']) f['ui:widget'] = p['x-widget'];
    if (p.type === 'object') Object.assign(f, uiFor(p, t));
    if (p.type === 'array' && p.items?.type === 'object') f.items = uiFor(p.items, t);
    if (p.type === 'array' && p.items?.enum) f['ui:widget'] = 'checkboxes';
    const values = p.enum ?? p.items?.enum;
    const names = values?.map((v: unknown) => t(`designer.enum.${v}`, { defaultValue: String(v) }));
    if (names && p.enum) f['ui:enumNames'] = names;
    if (names && !p.enum) f.items = { ...(f.items as object), 'ui:enumNames': names };
    ui[k] = f;
  }
  return ui;
}

export function SettingsPanel({ step, page, onChange }: { step: Step; page: Page; onChange: (page: Page) => void }) {
  const { t } = useTranslation();
  const { form, editors } = stepSettings(step);
  const uiSchema = useMemo(() => {
    const ui = uiFor(form, t);
    // an empty page name or title shows the step's own name: say so in the box
    for (const k of ['pageName', 'title']) if (ui[k]) ui[k] = { ...(ui[k] as UiSchema), 'ui:placeholder': t(`flowUi.step.${step}`) };
    return { ...ui, 'ui:submitButtonOptions': { norender: true } };
  }, [form, t, step]);
  const schema = useMemo(() => titled(form, t), [form, t]);
  // an untouched setting shows its schema default (what the renderers assume), but nested objects such
  // as the receiving account are not started for the organizer: a half-made one would not save
  const shown = useMemo(() => ({ ...Object.fromEntries(Object.entries<Json>(form.properties ?? {}).filter(([, p]) => p.default !== undefined && p.type !== 'object' && (typeof p.default !== 'string' || p.enum)).map(([k, p]) => [k, p.default])), ...page }), [form, page]);
  return (
    <div className="space-y-6" data-testid="settings-panel">
      {editors.map(({ editor, prop }) => {
        const Editor = EDITORS[editor];
        return Editor ? <Editor key={prop} prop={prop} page={page} onChange={onChange} /> : null;
      })}
      <Form
        key={step}
        schema={schema as RJSFSchema}
        // no defaults written into the design: an untouched setting stays absent (the renderers have their own)
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
        uiSchema={uiSchema}
        formData={shown}
        validator={rjsfValidator}
        templates={templates}
        widgets={settingsWidgets}
        idPrefix={`design_${step}`}
        showErrorList={false}
        noHtml5Validate
        onChange={(e) => onChange({ ...page, ...(e.formData as Page) })}
      >
        <span />
      </Form>
    </div>
  );
}
