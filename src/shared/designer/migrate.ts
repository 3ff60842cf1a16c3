// Saved designs are upgraded by ordered, pure steps (DESIGN.md: every saved document carries a
// schemaVersion). Version 0 is a design saved before versions existed: the spec's original shape,
// where a field may say `type` instead of `fieldType` and identities lived under `roleOptions`.
import { DESIGN_SCHEMA_VERSION, type Design } from './steps';

type Upgrade = (d: Record<string, any>) => Record<string, any>;

const UPGRADES: Record<number, Upgrade> = {
  0: (d) => {
    const out: Record<string, any> = { ...d };
    if (!out.chooseRolePage && Array.isArray(d.roleOptions)) out.chooseRolePage = { identityList: d.roleOptions };
    delete out.roleOptions;
    const groups = out.formPage?.formGroups;
    if (Array.isArray(groups)) {
      out.formPage = {
        ...out.formPage,
        formGroups: groups.map((g: any) => ({ ...g, fields: (g.fields ?? []).map(({ type, ...f }: any) => ({ ...f, fieldType: f.fieldType ?? type ?? 'text' })) })),
      };
    }
    return { ...out, schemaVersion: 1 };
  },
};

/** The design in the current version; unknown newer versions are returned as they are. */
export function upgradeDesign(doc: unknown): Design {
  let d: Record<string, any> = doc && typeof doc === 'object' && !Array.isArray(doc) ? { ...(doc as object) } : {};
  let v = typeof d.schemaVersion === 'number' ? d.schemaVersion : 0;
  while (v < DESIGN_SCHEMA_VERSION && UPGRADES[v]) {
    d = UPGRADES[v](d);
    v = d.schemaVersion;
  }
  return { ...d, schemaVersion: v } as Design;
}
