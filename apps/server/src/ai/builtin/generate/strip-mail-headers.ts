/**
 * A recipe sent by e-mail and pasted with its thread: the subject ("Re: Re: panellets", "RV:
 * receta flan", "Fwd: ..."), the lines mail clients write around a quoted message ("-----Mensaje
 * original-----" and its "De:"/"Asunto:" block, "On Sat, 28 Nov 2026, Jean wrote:", "El 28/10/2026,
 * Núria va escriure:", "Sent from my iPhone") and the quote marks ("> ") are the mail's, never the
 * recipe's: a reply's subject names the thread, not the dish.
 */

/** Reply and forward marks of the usual clients, in any language they are written in. */
const REPLY_SUBJECT = /^\s*(?:(?:re|fwd?|rv|tr|aw|wg|sv|rif|enc|res)\s*(?:\[\d+\])?\s*:\s*)+/iu;
const ORIGINAL_MESSAGE =
  /^\s*-{2,}\s*(?:original\s+message|forwarded\s+message|mensaje\s+original|mensaje\s+reenviado|missatge\s+original|missatge\s+reenviat)\s*-{2,}\s*$/iu;
/** The fields of a quoted message's header block. */
const HEADER_FIELD =
  /^\s*(?:de|from|para|to|per\s+a|cc|date|fecha|data|sent|enviado(?:\s+el)?|enviat(?:\s+el)?|asunto|subject|assumpte|tema)\s*:/iu;
/** "On Sat, 28 Nov 2026 at 14:03, Jean wrote:", "El 28/10/2026, a les 18:12, Núria va escriure:". */
const ATTRIBUTION = /^\s*(?:on\s.+\swrote|el\s.+\s(?:va\s+escriure|ha\s+escrit|escribió|escribio))\s*:\s*$/iu;
const SENT_FROM =
  /^\s*(?:sent\s+from\s+my|enviado\s+desde\s+mi|enviat\s+des\s+del?\s+meu|enviat\s+des\s+de\s+la\s+meva)\s.*$/iu;
const QUOTE_MARKS = /^\s*(?:>\s?)+/u;

/** Whether the text is a mail: a reply's or forward's subject first, or a client's quote lines. */
function isMail(lines: readonly string[]): boolean {
  const first = lines.find((line) => line.trim() !== '') ?? '';
  return (
    REPLY_SUBJECT.test(first) || lines.some((line) => ORIGINAL_MESSAGE.test(line) || ATTRIBUTION.test(line))
  );
}

/** The text without what the mail client wrote; a text that is no mail is returned as it is. */
export function stripMailHeaders(text: string): string {
  const lines = text.split('\n');
  if (!isMail(lines)) return text;
  const kept: string[] = [];
  let inHeaderBlock = false;
  for (const [i, line] of lines.entries()) {
    const unquoted = line.replace(QUOTE_MARKS, '');
    // The header block ends at the first line that is not one of its fields.
    inHeaderBlock = inHeaderBlock && HEADER_FIELD.test(unquoted);
    if (inHeaderBlock) continue;
    if (ORIGINAL_MESSAGE.test(unquoted)) {
      inHeaderBlock = true;
      continue;
    }
    const isSubject = i === lines.findIndex((l) => l.trim() !== '') && REPLY_SUBJECT.test(line);
    if (isSubject || ATTRIBUTION.test(unquoted) || SENT_FROM.test(unquoted)) continue;
    kept.push(unquoted);
  }
  return kept.join('\n');
}
