// Screen kind "badge-designer" (spec 2 §2.9): style form, field table with insert, edit drawer and
// delete confirm, a live preview with draggable fields for a chosen person (10 per page), and export
// of the current badge, all badges (ZIP) or a print PDF of the chosen scope: the admitted
// registrations unless the organizer picks a state, a ticket type or ticks a selection.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { serverMessage } from '@runtime/http';
import { useScreenParams, withScreenParams } from '@runtime/screenParams';
import { confirm } from '../console/confirmStore';
import { buttonCls } from '../form/theme/cls';
import { badgeScreenSchema, type BadgeScreenConfig } from './config';
import { BadgeCanvas } from './BadgeCanvas';
import { StyleForm } from './StyleForm';
import { FieldTable } from './FieldTable';
import { FieldDrawer } from './FieldDrawer';
import { InsertFieldDialog } from './InsertFieldDialog';
import { ExportBar } from './ExportBar';
import { PeopleList } from './PeopleList';
import { ScopePicker, scopeCount } from './ScopePicker';
import { useDesign } from './useDesign';
import { useDataSource } from '@runtime/data';
import { fromInsertable } from './lib/fields';
import { ADMITTED_SCOPE, REG_ID, withCode } from './lib/people';
import { badgeSizeMm } from '@shared/badge/layout';
import type { BadgePerson, BadgeStyle, Scope, ScopesAnswer } from '@shared/badge/types';
import { useMayCall } from '@runtime/callAccess';

export function BadgeDesignerScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const params = useScreenParams();
  const parsed = useMemo(() => badgeScreenSchema.safeParse(withScreenParams(config, params)), [config, params]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <Designer c={parsed.data} />;
}

const card = 'space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';
const h3 = 'text-sm font-semibold text-slate-900 dark:text-white';

function Designer({ c }: { c: BadgeScreenConfig }) {
  const { t } = useTranslation();
  const { design, error, dirty, saving, errors, edit, save } = useDesign(c.design.path);
  // check-in staff and viewers print badges from the saved design; only whom may save it sees save
  const canSave = useMayCall()('PUT', c.design.path);
  const [selected, setSelected] = useState<string | null>(null);
  const [drawer, setDrawer] = useState<{ index: number | null } | null>(null);
  const [inserting, setInserting] = useState(false);
  const sample: BadgePerson = useMemo(() => ({ id: 0, name: t('badges.sampleName'), workplace: t('badges.sampleWorkplace'), position: t('badges.samplePosition'), checkinCode: 'CONFLOW-SAMPLE' }), [t]);
  const [person, setPerson] = useState<BadgePerson | null>(null);
  const [scope, setScope] = useState<Scope>({ state: ADMITTED_SCOPE, ticket: '' });
  const [ticked, setTicked] = useState<number[]>([]);
  const scopes = useDataSource<ScopesAnswer>({ path: c.participants.scopesPath }).data as ScopesAnswer | undefined;
  const onScope = useCallback((s: Scope) => (setScope(s), setTicked([])), []);
  const onTick = useCallback((ids: number[], on: boolean) => setTicked((cur) => {
    if (!on) return cur.filter((id) => !ids.includes(id));
    const room = c.participants.selectionMax - cur.length;
    return [...cur, ...ids.filter((id) => !cur.includes(id)).slice(0, Math.max(0, room))];
  }), [c.participants.selectionMax]);
  // stable callbacks: dragging a field re-renders the preview, not the generated style form
  const current = useRef(design);
  current.current = design;
  const onStyleChange = useCallback((style: BadgeStyle) => edit((d) => void (d.style = style)), [edit]);
  const styleErrors = useMemo(() => errors.filter((e) => e.path.startsWith('/style/')).map((e) => ({ ...e, path: e.path.slice('/style'.length) })), [errors]);
  const onStyleSave = useCallback((style: BadgeStyle) => save({ ...current.current!, style }), [save]);

  if (error && !design) return <ScreenError title={t('badges.loadFailed')} detail={serverMessage(error.body) ?? error.message} />;
  if (!design) return <div role="status" className="p-6 text-sm text-slate-500 dark:text-slate-400">{t('http.loading')}</div>;

  const fieldErrors = errors.filter((e) => e.path.startsWith('/fields/'));
  const size = badgeSizeMm(design.style);
  const remove = async (i: number) => {
    const f = design.fields[i];
    const ok = await confirm({ title: t('badges.delete.title'), message: t('badges.delete.confirm', { name: f.displayName }), confirmText: t('badges.delete.ok'), danger: true });
    if (ok) edit((d) => void d.fields.splice(i, 1));
  };

  return (
    <section className="space-y-4" data-screen="badge-designer">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('badges.title')}</h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('badges.subtitle')}</p>
        </div>
        <div className="flex items-center gap-3">
          {dirty && canSave && <span className="text-xs text-amber-600 dark:text-amber-300" data-testid="badge-dirty">{t('badges.unsaved')}</span>}
          {canSave && <button type="button" className={buttonCls('primary')} disabled={saving} data-action="save-design" onClick={() => void save(design)}>{saving ? t('badges.saving') : t('badges.save')}</button>}
        </div>
      </div>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-4">
          <div className={card}>
            <div className="flex items-center justify-between">
              <h3 className={h3}>{t('badges.previewTitle')}</h3>
              <span className="text-xs text-slate-500 dark:text-slate-400">{t('badges.sizeLabel', size)}</span>
            </div>
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('badges.previewHint')}</p>
            <BadgeCanvas design={design} person={person ?? sample} selected={selected} onSelect={setSelected} onMove={(name, pos) => edit((d) => void Object.assign(d.fields.find((f) => f.name === name)!, pos))} />
            <ScopePicker scope={scope} scopes={scopes} onChange={onScope} />
            <ExportBar calls={c.exports} meetingId={design.meetingId} unsaved={dirty} design={design} person={person ?? sample} people={c.participants} settings={c.export} scope={scope} count={scopeCount(scope, scopes)} selected={ticked} />
          </div>
          <div className={card}>
            <div className="flex items-center justify-between">
              <h3 className={h3}>{t('badges.fieldsTitle')}</h3>
              <div className="flex gap-2">
                <button type="button" className={buttonCls('secondary')} data-action="insert-field" onClick={() => setInserting(true)}>{t('badges.table.insert')}</button>
                <button type="button" className={buttonCls('secondary')} data-action="add-field" onClick={() => setDrawer({ index: null })}>{t('badges.table.add')}</button>
              </div>
            </div>
            {fieldErrors.length > 0 && (
              <ul role="alert" className="text-xs text-red-600 dark:text-red-400">
                {fieldErrors.map((e) => <li key={e.path}>{`${design.fields[Number(e.path.split('/')[2])]?.displayName ?? ''}: ${e.message}`}</li>)}
              </ul>
            )}
            <FieldTable fields={design.fields} selected={selected} onSelect={setSelected} onEdit={(i) => setDrawer({ index: i })} onDelete={(i) => void remove(i)} onToggle={(i, v) => edit((d) => void (d.fields[i].visible = v))} />
          </div>
        </div>
        <div className="min-w-0 space-y-4">
          <div className={card}>
            <h3 className={h3}>{t('badges.styleTitle')}</h3>
            <StyleForm schemaId={c.schemas.style} value={design.style} uploadPath={c.upload.path} serverErrors={styleErrors} saving={saving} canSave={canSave}
              onChange={onStyleChange} onSave={onStyleSave} />
          </div>
          <div className={card}>
            <h3 className={h3}>{t('badges.list.title')}</h3>
            <PeopleList key={`${scope.state}:${scope.ticket}`} path={c.participants.path} pageSize={c.participants.pageSize} scope={scope} selectedId={person?.[REG_ID]}
              ticked={ticked} max={c.participants.selectionMax} onTick={onTick} onPick={(p) => void withCode(c.participants, p).then(setPerson, () => setPerson(p))} />
          </div>
        </div>
      </div>
      <FieldDrawer open={!!drawer} schemaId={c.schemas.field} index={drawer?.index ?? null} field={drawer?.index != null ? design.fields[drawer.index] : null} fields={design.fields}
        onClose={() => setDrawer(null)}
        onSubmit={(f) => edit((d) => void (drawer?.index != null ? (d.fields[drawer.index] = f) : d.fields.push(f)))} />
      <InsertFieldDialog open={inserting} path={c.fields.path} fields={design.fields} onClose={() => setInserting(false)}
        onInsert={(items) => edit((d) => { for (const it of items) d.fields.push(fromInsertable(it, d.fields as never)); })} />
    </section>
  );
}

export default BadgeDesignerScreen;
