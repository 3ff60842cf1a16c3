// Screen kind "register-flow": the participant's registration flow and its preview (spec 3 §2.1, §2.10).
// Light on purpose: no admin code; the generated form loads only on the form step.
import { FlowScreen } from './FlowScreen';

export { FlowView } from './FlowView';
export { STEP_VIEWS } from './stepViews';
export type { FlowData, FlowState, StepProps } from './types';
