// The flow's calls (docs/registration.md), as the screen names them (schemas/screens/register-flow.json
// `calls`). Paths with `registrations` carry the participant token.
import { send, type Calls } from '../calls';
import type { FlowData, FlowState, Registration } from './types';
import { rememberPreview } from './form/previews';

export type FlowApi = ReturnType<typeof flowApi>;

export const flowApi = (calls: Calls) => ({
  flows: (meetingId: string) => send<Array<{ id: number; name: string }>>(calls.flows, { meetingId }),
  flow: (meetingId: string, flowId: string) => send<FlowData>(calls.flow, { meetingId, flowId }),
  draft: (meetingId: string, flowId: string) => send<{ data: Partial<FlowState>; designVersion?: number } | null>(calls.draft, {}, { params: { meetingId, flowId } }),
  saveDraft: (meetingId: string | number, flowId: string | number, designVersion: number, state: FlowState) =>
    send(calls.saveDraft, {}, { body: { meetingId: Number(meetingId), flowId: Number(flowId), designVersion, step: state.step, data: state } }),
  mine: () => send<Registration[]>(calls.mine),
  submit: (body: Record<string, unknown>, key: string) => send<Registration>(calls.submit, {}, { body, headers: { 'Idempotency-Key': key } }),
  join: (body: Record<string, unknown>) => send<{ id: number; place?: number | null }>(calls.join, {}, { body }),
  proof: async (id: string | number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return send<Registration>(calls.proof, { id }, { body: form });
  },
  file: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    const r = await send<{ url: string; signedUrl?: string }>(calls.file, {}, { body: form });
    rememberPreview(r.url, r.signedUrl);
    return r.url;
  },
});
