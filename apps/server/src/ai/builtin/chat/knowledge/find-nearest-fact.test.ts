import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEST_CATALOGUE } from '../../../../../test/helpers/chat-catalogue.ts';
import { answerBuiltinChat } from '../answer-builtin-chat.ts';
import { warmKnowledge, weighQuestion } from './find-knowledge.ts';
import { subjectFoods } from './find-nearest-fact.ts';

const ask = async (content: string) =>
  (await answerBuiltinChat({ messages: [{ role: 'user', content }] }, CHAT_TEST_CATALOGUE)).reply;

const subjects = (question: string, language: 'ca' | 'es' | 'en') =>
  subjectFoods(question, weighQuestion(question, language), language).map((w) => w.word);

describe('the nearest fact (the first suggestion, when it is close enough)', () => {
  beforeAll(() => warmKnowledge(), 30_000);

  it('reads a food named as what another is for as no subject', () => {
    expect(subjects('Em falta mantega per a les magdalenes, amb oli en quedaran?', 'ca')).toEqual([
      'mantega',
      'oli',
    ]);
    expect(subjects('¿Vale la nata de cocinar para unos macarrones?', 'es')).toEqual(['nata']);
    expect(subjects('Is butter fine for the gravy?', 'en')).toEqual(['butter']);
    expect(subjects('How long does chicken stock keep?', 'en')).toEqual(['stock']);
    // A place is no food: "En Chile" names no chilli.
    expect(subjects('En Chile no hay nata para montar, ¿qué uso?', 'es')).toEqual(['nata']);
  });

  it('answers with the first suggestion when it names the food and answers the kind asked', async () => {
    // Storage of minced meat: the burgers it is for are no subject the fact must name.
    expect(
      await ask('Vaig comprar carn picada dijous per fer hamburgueses, quants dies aguanta a la nevera?'),
    ).toMatch(/^Carn picada crua: 1-2 dies/u);
    expect(await ask('No tinc vi ranci per a la cassola de conill, què hi poso?')).toMatch(
      /^Vins generosos/u,
    );
    expect(await ask('¿Qué pongo en vez de buttermilk para unos gofres del domingo?')).toMatch(
      /^Buttermilk/u,
    );
    expect(await ask('What can I use instead of pine nuts for a pesto?')).toMatch(/^Pine nuts: /u);
    // A swap's missing food ("No buttermilk...") is what it asks about, not a food it denies.
    expect(await ask('No buttermilk for the biscuits, what do we use?')).toMatch(/^Buttermilk: /u);
    // "Biscuits" in British, Australian or South African English are cookies.
    expect(await ask('Why do my biscuits spread so much on the tray?')).toMatch(/^Spreading cookies/u);
  });

  it('still says it does not know when the fact ranked first is about another thing', async () => {
    // The pea shoots are in no fact: the first suggestion is about another food.
    expect(await ask('Quants dies aguanten els brots de pèsol a la nevera?')).toMatch(
      /^Aquesta pregunta no la sé/u,
    );
    // "Didn't cook them" holds no "cooked prawns": the cooked shellfish's keeping is another question.
    expect(
      await ask("I thawed prawns in the fridge yesterday but didn't cook them, can I freeze them again?"),
    ).not.toMatch(/^Cooked shellfish/u);
    // "Which foods can't be frozen" is no answer to whether one can.
    expect(await ask('¿Se pueden congelar las empanadas que sobraron?')).not.toMatch(/^No se congelan bien/u);
  });
});
