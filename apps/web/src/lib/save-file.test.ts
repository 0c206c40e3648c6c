import { describe, expect, it } from 'vitest';
import { fileNameOf } from './save-file.ts';

describe('fileNameOf', () => {
  it('keeps a folder’s name as the file’s, without what a file system refuses', () => {
    expect(fileNameOf('Sopars d’estiu', 'pdf', 'carpeta_4')).toBe('Sopars d’estiu.pdf');
    expect(fileNameOf('Dolços / salats: *els meus*', 'pdf', 'carpeta_4')).toBe('Dolços salats els meus.pdf');
    expect(fileNameOf('..\u0000', 'pdf', 'carpeta_4')).toBe('carpeta_4.pdf');
    expect(fileNameOf('a'.repeat(200), 'pdf', 'x')).toBe(`${'a'.repeat(80)}.pdf`);
  });
});
