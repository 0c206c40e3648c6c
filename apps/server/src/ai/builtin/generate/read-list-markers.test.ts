import { describe, expect, it } from 'vitest';
import { readListMarkers } from './read-list-markers.ts';

describe('readListMarkers', () => {
  it("drops a chat's stamps and speakers when two lines or more carry them", () => {
    expect(readListMarkers('[10:42] ana.b: Hola\n[14/11/26, 19:02] Jordi Bici: Bull la pasta 10 min.')).toBe(
      'Hola\nBull la pasta 10 min.',
    );
    expect(readListMarkers('[19:05] Montse: Som 14?\n[19:06] Jordi: 14 confirmats 👍')).toBe(
      'Som 14?\n[19:06] Jordi: 14 confirmats 👍',
    );
    expect(readListMarkers('[Nota de voz, 1:48] Acho, que me pides')).toBe(
      '[Nota de voz, 1:48] Acho, que me pides',
    );
  });

  it("drops an SMS thread's speakers and times, and reads a post's emoji bullets as dashes (issue 34, set 14)", () => {
    expect(readListMarkers('Mamá, 21:07: Amasás todo.\nYo, 21:15: Gracias ma!!')).toBe(
      'Amasás todo.\nGracias ma!!',
    );
    expect(readListMarkers('👉 1 kg de patates\n👉 allioli casolà')).toBe(
      '- 1 kg de patates\n- allioli casolà',
    );
  });

  it('writes keycap emoji numbers as numbers', () => {
    expect(readListMarkers('1️⃣ Bates los huevos. 2️⃣ Añades el yogur. 🔟 Sirves.')).toBe(
      '1) Bates los huevos. 2) Añades el yogur. 10) Sirves.',
    );
  });

  it('numbers a lettered list that runs from "a", and leaves a lone letter as it is', () => {
    expect(readListMarkers('Ingredientes: sal.\na) Pelar las patatas.\nb) Freírlas.')).toBe(
      'Ingredientes: sal.\n1) Pelar las patatas.\n2) Freírlas.',
    );
    expect(readListMarkers('B) Freírlas.\nC) Servir.')).toBe('B) Freírlas.\nC) Servir.');
  });
});
