// The live preview of one step: the participant's own step renderer on the design being edited,
// with its descriptions, and a sample walk state so choices can be tried.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageOf, type Step } from '@shared/designer/steps';
import { STEP_VIEWS } from '../flow/stepViews';
import { Desc } from '../flow/steps/Desc';
import { emptyState, type FlowData, type FlowState } from '../flow/types';

export function StepPreview({ step, data, onConfigure }: { step: Step; data: FlowData; onConfigure: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<FlowState>(emptyState(step));
  const page = pageOf(data.design, step);
  const View = STEP_VIEWS[step];
  const result = step === 'pending' || step === 'success';
  return (
    <div className="mx-auto max-w-2xl space-y-4" data-testid={`preview-${step}`}>
      {!result && <h2 className="text-lg font-semibold">{page.pageName || page.title || t(`flowUi.step.${step}`)}</h2>}
      {!result && <Desc text={page.topDesc} />}
      <View page={page} data={data} state={{ ...state, step }} update={(p) => setState((s) => ({ ...s, ...p }))} now={Date.now()} preview onConfigure={onConfigure} />
      <Desc text={page.bottomDesc} />
    </div>
  );
}
