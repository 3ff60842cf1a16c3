// README "One schema, every face", as an implementer follows it: the steps below are the whole edit
// (JSON only, in the files README names), applied to a copy of the repository. The test checks each
// face afterwards; README lists exactly these steps.
import fs from 'node:fs';
import path from 'node:path';

/** The property every entity gains, and its texts. */
export const WECOM = { name: 'wecom', maxLength: 30, label: { zh: '企业微信', en: 'WeCom' } } as const;
export const TOO_LONG = 'w'.repeat(WECOM.maxLength + 1);
/** The rule's message, per entity (step 3): it names the field by its label. */
export const message = { zh: `企业微信不能超过${WECOM.maxLength}个字符`, en: `WeCom must be at most ${WECOM.maxLength} characters` } as const;

/** The entities the test follows: their schema file and id (the key of their messages). */
export const ENTITIES = {
  user: 'user.json',
  meeting: 'meeting.json',
  participant: 'participant.json',
  hotel: 'hotel.json',
  roomType: 'room-type.json',
  news: 'news.json',
  speaker: 'speaker.json',
  partner: 'partner.json',
} as const;
export type Entity = keyof typeof ENTITIES;

/** The list screens that name their own columns (what a screen names wins over x-list). */
export const LIST_SCREENS: Partial<Record<Entity, string>> = {
  meeting: 'admin/meetings.json',
  participant: 'meeting/participants.json',
  news: 'content/news.json',
  speaker: 'content/speakers.json',
  partner: 'content/partners.json',
};

const edit = (file: string, change: (json: any) => void) => {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
};

/** Steps 1-4 of README on the copy at `root` (step 5, `npm run gen`, is the caller's). */
export function addWecom(root: string) {
  for (const [id, file] of Object.entries(ENTITIES)) {
    edit(path.join(root, 'schemas/entities', file), (e) => {
      if (e.$id !== id) throw new Error(`${file} is ${e.$id}, not ${id}`);
      // 1. the property
      e.properties.wecom = { type: 'string', maxLength: WECOM.maxLength };
      // 2. every form of the entity edits it
      for (const form of Object.values<{ fields: string[] }>(e['x-forms'])) form.fields.push('wecom');
      // 4. shown in list tables; a participant's also in hotel guest rows, fillable from the registration form and offered by its field library
      e['x-list'].push('wecom');
      if (id === 'participant') {
        e['x-guest'].columns.push('wecom');
        e.properties.wecom['x-answer'] = true;
        e.properties.wecom['x-library'] = { group: 'basic' };
      }
    });
  }
  // 4. and in the columns of the list screens that name theirs
  for (const file of Object.values(LIST_SCREENS)) {
    edit(path.join(root, 'schemas/screens', file), (screen) => {
      if (!Array.isArray(screen.columns)) throw new Error(`${file} names no columns: x-list is enough`);
      screen.columns.push({ key: 'wecom' });
    });
  }
  // 3. the label and the rule's text, in both languages
  for (const lang of ['zh', 'en'] as const) {
    edit(path.join(root, 'schemas/messages', `${lang}.json`), (m) => {
      for (const id of Object.keys(ENTITIES)) {
        m.fields[id].wecom = WECOM.label[lang];
        m[id].wecom = { maxLength: message[lang] };
      }
    });
  }
}
