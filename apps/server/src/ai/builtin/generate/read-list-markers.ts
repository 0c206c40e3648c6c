/**
 * Ways of marking a list or a message that the reading below does not know, written as those it
 * knows: a chat's stamps and speakers ("[10:44] lucia.dev: ", "[14/11/26, 19:02] Jordi Bici: ")
 * and an exported SMS thread's ("Mamá, 21:04: ") are the app's, never the recipe's; a keycap emoji
 * numbers a step ("1️⃣ Bates..." → "1) Bates..."); a pointing hand, an arrow or a tick opening a
 * social post's line is its bullet ("👉 1 kg de patates" → "- 1 kg de patates");
 * a lettered list ("a) Pelar...", "b) Confitar...") numbers its steps as digits do.
 */

/** A chat line's stamp and speaker: a time in brackets (a date may come first), then a name and ":". */
const CHAT_PREFIX =
  /^\s*\[(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?\s+)?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?\]\s*(?:[\p{L}\d._@-]+(?:\s[\p{L}\d._@-]+){0,2}:\s*)?/iu;
/** An SMS thread's line: a name, a comma and a time, then ":" ("Mamá, 21:04: ", "Yo, 21:15: "). */
const SMS_PREFIX = /^\s*[\p{L}][\p{L}\d._@-]*(?:\s[\p{L}\d._@-]+){0,2},\s*\d{1,2}:\d{2}\s*:\s*/u;
/** A social post's bullets: a pointing hand, an arrow, a tick, a small diamond or square. */
const EMOJI_BULLET = /^(\s*)(?:👉|➡️?|▶️?|►|✅|✔️?|☑️?|🔸|🔹|▪️?|▫️?)\s*/u;
/** "1️⃣" ... "9️⃣" (the variation selector is often left out) and "🔟". */
const KEYCAP = /(\d)\uFE0F?\u20E3\s*|\u{1F51F}\s*/gu;
const LETTERED = /^(\s*)([a-j])([).])\s+(?=\S)/iu;

/** Lettered lines, as numbered ones, when the letters run from "a" with at least "a" and "b". */
function numberLetters(lines: readonly string[]): readonly string[] {
  const marks = lines.map((line) => LETTERED.exec(line));
  const letters = marks.map((m) => m?.[2]?.toLowerCase() ?? '');
  const a = letters.indexOf('a');
  if (a < 0 || !letters.slice(a + 1).includes('b')) return lines;
  const punctuation = marks[a]?.[3];
  return lines.map((line, i) => {
    const m = marks[i];
    if (!m || i < a || m[3] !== punctuation) return line;
    const n = (m[2] ?? 'a').toLowerCase().charCodeAt(0) - 96;
    return line.replace(LETTERED, `$1${n}) `);
  });
}

export function readListMarkers(text: string): string {
  let lines = text.split('\n');
  // A chat: two lines or more open with a stamp.
  // A message that opens with a number keeps them: "[19:06] Jordi: 14 confirmats 👍" is a reply, no
  // ingredient.
  for (const prefix of [CHAT_PREFIX, SMS_PREFIX])
    if (lines.filter((line) => prefix.test(line)).length >= 2)
      lines = lines.map((line) => {
        const message = line.replace(prefix, '');
        return /^(?:\d|[½¼¾⅓⅔])/u.test(message) ? line : message;
      });
  lines = lines.map((line) => line.replace(EMOJI_BULLET, '$1- '));
  lines = lines.map((line) =>
    line.replace(KEYCAP, (keycap, digit: string | undefined) => `${digit ?? '10'}) `),
  );
  return numberLetters(lines).join('\n');
}
