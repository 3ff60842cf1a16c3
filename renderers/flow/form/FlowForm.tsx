// The designed form for the participant (spec 3 §3 form page): compiled from the design, drawn by
// @rjsf/core in our theme, checked in the participant's language before Next.
import { useEffect, useMemo, useState } from 'react';
import { useLang } from '@runtime/i18n';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import rjsfValidator from '@rjsf/validator-ajv8';
import { useTranslation } from 'react-i18next';
import { compileForm, shownFieldIds } from '@shared/designer/compileForm';
import { shownAnswers, type FormGroup } from '@shared/designer/fields';
import { clientAnswerTargets } from '@runtime/answerTargets';
import { templates, widgets } from '../../form/theme';
import type { StepProps } from '../types';
import { GroupedFields } from './GroupedFields';
import { FlowFileWidget, TagsWidget } from './widgets';
import { SignatureWidget } from './SignatureWidget';
import { formErrors } from './formCheck';
import { AgreementBox } from './AgreementBox';

const flowWidgets = { ...widgets, flowFile: FlowFileWidget, flowSignature: SignatureWidget, tags: TagsWidget };
const flowTemplates = { ...templates, ObjectFieldTemplate: GroupedFields as any };

export default function FlowForm({ page, state, update, checkRef, upload }: StepProps & { upload?: (f: File) => Promise<string> }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const groups: FormGroup[] = Array.isArray(page.formGroups) ? page.formGroups : [];
  // bound fields obey their record's rules here as on the server (phone pattern, e-mail format, lengths);
  // labels, choices and group names in the language shown (the English ones where the design has them)
  const compiled = useMemo(() => compileForm(groups, clientAnswerTargets(), lang), [groups, lang]);
  const uiSchema = useMemo(() => ({ ...compiled.uiSchema, 'ui:options': { groups: compiled.groups, columns: page.columns === 1 ? 1 : 2 } }), [compiled, page.columns]);
  const [tried, setTried] = useState(false);
  const data = state.formData;
  const shown = useMemo(() => shownFieldIds(groups, data), [groups, data]);
  // once Next was tried the errors follow the answers and the language: never kept as text, so an
  // error shown in Chinese reads in English after the switch
  const errors = useMemo(() => (tried ? formErrors(compiled.schema, shownAnswers(groups, data), t) : {}), [tried, compiled, groups, data, t]);

  useEffect(() => {
    if (!checkRef) return;
    checkRef.current = () => {
      setTried(true);
      return Object.keys(formErrors(compiled.schema, shownAnswers(groups, data), t)).length === 0;
    };
    return () => { checkRef.current = null; };
  }, [checkRef, compiled, groups, data, t]);

  const agreement = page.showAgreement === true && <AgreementBox agreed={state.agreed === true} onChange={(agreed) => update({ agreed })} warn={tried} />;
  if (!groups.some((g) => g.fields?.length)) return <><p className="text-sm text-gray-500 dark:text-gray-400" data-testid="flow-empty">{t('flowUi.noFields')}</p>{agreement}</>;
  return (
    // labels on the left (120 px, spec 3 §9) from a phone's width up; on a phone they stay on top
    <div className={page.fieldDisplayMode === 'labelLeft' ? 'sm:[&_[data-field]]:grid sm:[&_[data-field]]:grid-cols-[120px_1fr] sm:[&_[data-field]]:gap-x-3 sm:[&_[data-field]>*:not(label)]:col-start-2' : undefined} data-testid="flow-form">
      <Form
        schema={compiled.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={data}
        validator={rjsfValidator}
        templates={flowTemplates}
        widgets={flowWidgets}
        formContext={{ shown, upload }}
        idPrefix="flow"
        extraErrors={errors}
        noHtml5Validate
        noValidate
        showErrorList={false}
        onChange={(e) => {
          const next = (e.formData ?? {}) as Record<string, unknown>;
          update({ formData: next });
        }}
      >
        <span />
      </Form>
      {agreement}
    </div>
  );
}
