import { describe, expect, it } from 'vitest';
import { stripMailHeaders } from './strip-mail-headers.ts';

describe('stripMailHeaders', () => {
  it('drops a reply subject, the attribution, the quoted header block and "sent from" lines', () => {
    const mail = [
      'RE: RV: receta flan',
      '¡Gracias! Lo hago el sábado.',
      'Enviado desde mi móvil',
      '-----Mensaje original-----',
      'De: Encarna',
      'Asunto: receta flan',
      '',
      'Flan de huevo',
      'Para 8.',
    ].join('\n');
    expect(stripMailHeaders(mail)).toBe('¡Gracias! Lo hago el sábado.\n\nFlan de huevo\nPara 8.');
  });

  it('keeps what was quoted, without its quote marks', () => {
    const mail =
      'Re: Anzac biscuits\nHere you go.\nOn Sat, 28 Nov 2026 at 14:03, Jean wrote:\n> Could you send it?';
    expect(stripMailHeaders(mail)).toBe('Here you go.\nCould you send it?');
    expect(stripMailHeaders("El 28/10/2026, a les 18:12, Núria va escriure:\n> M'envies la recepta?")).toBe(
      "M'envies la recepta?",
    );
  });

  it('leaves a text that is no mail as it is', () => {
    const text = 'Pa amb tomàquet\nDe: la iaia\n> 4 llesques de pa';
    expect(stripMailHeaders(text)).toBe(text);
  });
});
