import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Plugin, transformWithOxc } from 'vite';
import { textsOf } from '../../../packages/shared/src/i18n/dictionary.ts';

/** A dictionary module: packages/shared/src/i18n/{ca,es,en}/<domain>.ts (not domains.ts, an index). */
const DICTIONARY = /[\\/]packages[\\/]shared[\\/]src[\\/]i18n[\\/](ca|es|en)[\\/](?!domains\.ts)[a-z-]+\.ts$/;
/** From a dictionary module (i18n/<lang>/<domain>.ts), the translator that receives its templates. */
const TRANSLATOR = '../translator.ts';

/**
 * Compiles each dictionary's ICU templates as the build reads it (docs/decisions/0026), so the
 * browser ships Lingui's small runtime and no ICU parser: the module gains a call handing its
 * compiled templates to the translator. Texts without a placeholder need no compiling.
 */
export function compileMessages(): Plugin {
  return {
    name: 'receptari:compile-messages',
    enforce: 'pre',
    async transform(code, id) {
      if (!DICTIONARY.test(id)) return null;
      const exported = /export const (\w+)\s*(?::[^=]+)?=/.exec(code)?.[1];
      if (!exported) this.error(`${id}: no exported dictionary`);
      const js = await transformWithOxc(code, id, { lang: 'ts' });
      const url = `data:text/javascript;base64,${Buffer.from(js.code).toString('base64')}`;
      const dictionary = ((await import(url)) as Record<string, object>)[exported];
      const compiled: Record<string, unknown> = {};
      for (const [path, text] of textsOf(dictionary as never)) {
        if (text.includes('{')) compiled[path] = compileMessage(text);
      }
      return {
        code: `${code}\nimport { registerCompiled as __registerCompiled } from ${JSON.stringify(TRANSLATOR)};\n__registerCompiled(${exported}, ${JSON.stringify(compiled)});\n`,
        map: null,
      };
    },
  };
}
