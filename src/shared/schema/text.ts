// What text may hold. Anywhere in a request: no NUL (PostgreSQL refuses it in text and jsonb), no
// lone surrogate (no UTF-8 encodes it) and no bidi override or isolate (they make a name read other
// than it is stored: "Trojan Source"). In names (short text fields a schema declares: names, titles, …)
// also no zero-width character (an invisible difference between two names), except the joiner inside
// an emoji sequence; such fields are stored in Unicode's composed form (NFC), so "é" is one name
// however it was typed.

/** U+0000, bidi embeddings, overrides and isolates, lone surrogates */
const NEVER = /[\u0000\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;
/** zero-width space, non-joiner, joiner, word joiner, byte-order mark, Mongolian vowel separator */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u180E]/u;
/** the joiner between two pictographs (a family, a profession with a skin tone, a flag) */
const EMOJI_JOINER = /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first character text may never hold, as U+XXXX; undefined when there is none. */
export function forbiddenChar(s: string): string | undefined {
  const m = NEVER.exec(s);
  return m ? codePoint(m[0]) : undefined;
}

/** The first character a name may not hold (forbiddenChar's, then invisible ones). */
export function nameIssue(s: string): string | undefined {
  const never = forbiddenChar(s);
  if (never) return never;
  const m = INVISIBLE.exec(s.replace(EMOJI_JOINER, ''));
  return m ? codePoint(m[0]) : undefined;
}

/** Plain text in the form it is stored and compared in. */
export const normalText = (s: string) => s.normalize('NFC');
