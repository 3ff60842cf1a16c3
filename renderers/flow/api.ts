// The flow's calls (docs/registration.md). Paths with `registrations` carry the participant token.
import { http } from '@runtime/http';
import type { FlowData, FlowState, Registration } from './types';
import { rememberPreview } from './form/previews';

export const flowApi = {
  flows: (meetingId: string) => http.get<Array<{ id: number; name: string }>>(`/api/site/meeting/${encodeURIComponent(meetingId)}/registration-flows`),
  flow: (meetingId: string, flowId: string) => http.get<FlowData>(`/api/site/meeting/${encodeURIComponent(meetingId)}/registration-flows/${encodeURIComponent(flowId)}`),
  draft: (meetingId: string, flowId: string) => http.get<{ data: Partial<FlowState>; designVersion?: number } | null>('/api/registrations/draft', { meetingId, flowId }),
  saveDraft: (meetingId: string | number, flowId: string | number, designVersion: number, state: FlowState) =>
    http.put('/api/registrations/draft', { meetingId: Number(meetingId), flowId: Number(flowId), designVersion, step: state.step, data: state }),
  mine: () => http.get<Registration[]>('/api/registrations/mine'),
  submit: (body: Record<string, unknown>, key: string) => http.post<Registration>('/api/registrations/submit', body, { headers: { 'Idempotency-Key': key } }),
  proof: async (id: string | number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.upload<Registration>(`/api/registrations/${encodeURIComponent(String(id))}/proof`, form);
  },
  file: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    const r = await http.upload<{ url: string; signedUrl?: string }>('/api/registrations/files', form);
    rememberPreview(r.url, r.signedUrl);
    return r.url;
  },
};
