// The selected component's properties (spec 3 §2.2): content properties generated from its block's
// schema and style properties from the schema's style definition, with move and delete.
import { useEditor } from '@craftjs/core';
import { useTranslation } from 'react-i18next';
import { COMPONENT_BLOCKS } from '@renderers/meeting-site';
import { SchemaFields } from './SchemaFields';
import { blockSchemas } from './schemas';

export function PropertyPanel({ id, meetingId, onRichText }: { id: string; meetingId: string; onRichText(): void }) {
  const { t } = useTranslation();
  const { actions, node } = useEditor((state) => ({ node: state.nodes[id]?.data }));
  if (!node) return null;
  const { type, props = {}, style = {} } = node.props as { type: string; props: Record<string, unknown>; style: Record<string, unknown> };
  const schemas = blockSchemas(COMPONENT_BLOCKS[type]);
  const set = (key: 'props' | 'style') => (name: string, v: unknown) =>
    actions.setProp(id, (p: any) => {
      p[key] = { ...p[key], [name]: v };
      if (v === undefined) delete p[key][name];
    });
  return (
    <div className="flex flex-col gap-5" data-testid="property-panel" data-type={type}>
      <section>
        <h3 className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('siteEditor.content')}</h3>
        <SchemaFields schema={schemas.props} value={props} onChange={set('props')} meetingId={meetingId} onRichText={onRichText} />
      </section>
      <section>
        <h3 className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('siteEditor.style')}</h3>
        <SchemaFields schema={schemas.style} value={style} onChange={set('style')} meetingId={meetingId} />
      </section>
    </div>
  );
}
