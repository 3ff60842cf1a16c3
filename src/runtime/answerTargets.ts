// The answer targets (src/shared/designer/binding.ts) of the entity schemas the client is built with:
// the designer's binding choice, the participant's form check and its prefill read the same ones.
import { answerTargets, type AnswerTargets } from '../shared/designer/binding';
import { entities } from './schemas';

export const clientAnswerTargets = (): AnswerTargets => answerTargets(entities);
