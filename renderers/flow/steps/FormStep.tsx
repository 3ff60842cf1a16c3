// The form step: the generated form loads with its own chunk (rjsf, Ajv), so the earlier steps stay light.
import { lazy, Suspense } from 'react';
import type { StepProps } from '../types';

const FlowForm = lazy(() => import('../form/FlowForm'));

export function FormStep(props: StepProps & { upload?: (f: File) => Promise<string> }) {
  return (
    <Suspense fallback={<div className="h-40 animate-pulse rounded-lg bg-gray-100 dark:bg-gray-800" />}>
      <FlowForm {...props} />
    </Suspense>
  );
}
