import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';

/**
 * zxcvbn's score runs from 0 to 4; 3 is "safely unguessable: moderate protection from an offline
 * slow-hash attack" (about 10^8 guesses), its authors' advice for sign-ups.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The estimator reads this many first characters: its matchers grow faster than the length (a
 * repeated pattern of 200 characters costs about 0.8 s of CPU, 64 about 0.5 s at worst), and a
 * password whose first 64 characters are strong is strong.
 */
const ESTIMATED_LENGTH = 64;

/** A name this short is found inside too many good passwords to refuse them all for it. */
const MIN_NAME_TO_FIND = 4;

type Warning = keyof typeof tr.auth.passwordReasons;

// Loaded and built on first use: the dictionaries take a few megabytes, about a quarter of a second
// to load and a moment to index, and the server only needs them when someone registers or changes a
// password, not to start (a restart's time, issue 37). Server-side only: never in the browser bundle.
let estimator: Promise<ZxcvbnFactory> | undefined;
async function buildEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, en, es] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-es-es'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
    graphs: common.adjacencyGraphs,
    maxLength: ESTIMATED_LENGTH,
  });
}
const estimate = () => (estimator ??= buildEstimator());

/**
 * Why `password` is refused for the account `name` / `email`, in Catalan, or null when it is
 * strong enough. The name is checked explicitly (a password that is or holds the name) and also
 * given to the estimator, which then scores any variation of it as easy to guess.
 */
export async function passwordProblem(
  password: string,
  user: { name: string; email: string },
): Promise<string | null> {
  if (password.trim() === '') return tr.auth.passwordBlank;
  const lowered = password.toLowerCase();
  const name = user.name.toLowerCase();
  if (lowered.trim() === name || (name.length >= MIN_NAME_TO_FIND && lowered.includes(name)))
    return tr.auth.passwordHasName;
  const localPart = user.email.split('@')[0] ?? '';
  const result = (await estimate()).check(password, [user.name, user.email, localPart]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning as Warning | null;
  const reason = (warning && tr.auth.passwordReasons[warning]) || tr.auth.passwordReasons.default;
  return fill(tr.auth.passwordWeak, { reason });
}
