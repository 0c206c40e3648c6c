import { describe, expect, it } from 'vitest';
import { registerBodySchema } from '../auth/auth.schemas.ts';
import { commentBodySchema } from '../comments/comments.schemas.ts';
import { folderBodySchema } from '../folders/folders.schemas.ts';
import { tr } from '../i18n/tr/core.ts';
import { hasControlCharacters } from './text.rules.ts';

describe('control characters', () => {
  it('NUL, C0 controls, DEL and C1 are control characters; tab and line breaks are not', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f'])
      expect(hasControlCharacters(`a${c}`)).toBe(true);
    for (const text of ['a\tb', 'línia\nlínia', 'a\r\nb', 'crema 🍮', '\u00a0'])
      expect(hasControlCharacters(text)).toBe(false);
  });

  it('the form schemas name the field with the Catalan message', () => {
    const folder = folderBodySchema.safeParse({ name: 'sopes\u0000' });
    expect(folder.error?.issues).toMatchObject([{ path: ['name'], message: tr.errors.controlCharacters }]);
    const comment = commentBodySchema.safeParse({ comment: 'bona\u0007' });
    expect(comment.error?.issues[0]?.path).toEqual(['comment']);
    expect(commentBodySchema.safeParse({ comment: 'bona\nmolt bona' }).success).toBe(true);
    const register = registerBodySchema.safeParse({
      name: 'anna\u001b',
      email: 'a@b.cat',
      password: 'contrasenya-segura',
    });
    expect(register.error?.issues.map((i) => i.path[0])).toEqual(['name']);
  });
});
