import { describe, expect, it } from 'vitest';
import { pageText } from './page-text.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('pageText', () => {
  it('UTF-8 unless told otherwise', () => {
    expect(pageText(Buffer.from('Crema catalana: llet i sucre cremat', 'utf8'), 'text/html')).toContain(
      'sucre',
    );
    expect(pageText(Buffer.from('Arròs', 'utf8'), 'text/html; charset=utf-8')).toBe('Arròs');
  });

  it("the header's charset", () => {
    expect(pageText(latin1('Tortilla española'), 'text/html; charset=ISO-8859-1')).toBe('Tortilla española');
  });

  it("the page's own <meta> when the header names none", () => {
    const html =
      '<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head>Pa amb tomàquet';
    expect(pageText(latin1(html), 'text/html')).toContain('Pa amb tomàquet');
    expect(pageText(latin1('<meta charset="iso-8859-1">Canelons à la'), 'text/html')).toContain('à la');
  });

  it('an unknown charset falls back to UTF-8', () => {
    expect(pageText(Buffer.from('Allioli', 'utf8'), 'text/html; charset=x-klingon')).toBe('Allioli');
  });
});
