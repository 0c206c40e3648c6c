import { describe, expect, it } from 'vitest';
import { exportFileProblem, isWebAddress, photoProblem, withScheme } from './import-files.ts';

const file = (name: string, type: string, size = 10) =>
  Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });

describe('import files and addresses', () => {
  it('takes the photos the server decodes, up to their limit', () => {
    expect(photoProblem(file('fitxa.jpg', 'image/jpeg'))).toBeNull();
    expect(photoProblem(file('fitxa.webp', 'image/webp'))).toBeNull();
    expect(photoProblem(file('fitxa.heic', 'image/heic'))).toBe('type');
    expect(photoProblem(file('fitxa.pdf', 'application/pdf'))).toBe('type');
    expect(photoProblem(file('fitxa.jpg', 'image/jpeg', 16 * 1024 * 1024))).toBe('size');
  });

  it('takes the other apps’ exports by their names', () => {
    expect(exportFileProblem(file('Receptes.paprikarecipes', ''))).toBeNull();
    expect(exportFileProblem(file('mealie.ZIP', 'application/zip'))).toBeNull();
    expect(exportFileProblem(file('recipesage.json', 'application/json'))).toBeNull();
    expect(exportFileProblem(file('receptes.csv', 'text/csv'))).toBe('type');
    expect(exportFileProblem(file('gran.zip', 'application/zip', 501 * 1024 * 1024))).toBe('size');
  });

  it('completes a bare address and refuses what is not a web address', () => {
    expect(withScheme('  https://cuina.cat/r/1 ')).toBe('https://cuina.cat/r/1');
    expect(withScheme('www.cuina.cat/r/1')).toBe('https://www.cuina.cat/r/1');
    expect(withScheme('ftp://cuina.cat/r')).toBe('ftp://cuina.cat/r');
    expect(withScheme('escalivada')).toBe('escalivada');
    expect(isWebAddress('https://www.cuina.cat/r/1')).toBe(true);
    expect(isWebAddress('http://127.0.0.1:8080/recepta')).toBe(true);
    expect(isWebAddress('ftp://cuina.cat/r')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('escalivada')).toBe(false);
  });
});
