import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/app-error.ts';
import { bareHost, httpUrl } from './http-url.ts';

describe('httpUrl', () => {
  it('takes http and https, resolves against a base, drops credentials', () => {
    expect(httpUrl('https://receptes.cat/crema?x=1').href).toBe('https://receptes.cat/crema?x=1');
    expect(httpUrl('/b', new URL('http://receptes.cat/a/c')).href).toBe('http://receptes.cat/b');
    expect(httpUrl('http://jo:secret@receptes.cat/').href).toBe('http://receptes.cat/');
  });

  it.each([
    'ftp://receptes.cat/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,hola',
    'receptes.cat',
    '',
  ])('refuses %j as not http', (text) => {
    const thrown = (() => {
      try {
        httpUrl(text);
      } catch (err) {
        return err;
      }
    })();
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ statusCode: 422, code: 'import_url_not_http' });
  });

  it('reads numeric hosts as the address they are, and IPv6 without brackets', () => {
    expect(bareHost(httpUrl('http://2130706433/'))).toBe('127.0.0.1');
    expect(bareHost(httpUrl('http://0x7f.1/'))).toBe('127.0.0.1');
    expect(bareHost(httpUrl('http://[::ffff:127.0.0.1]/'))).toBe('::ffff:7f00:1');
  });
});
