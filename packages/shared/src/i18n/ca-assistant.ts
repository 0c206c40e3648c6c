/**
 * The builtin assistant's own words (AI_PROVIDER=builtin): its answers in the asker's language and
 * the texts its autofill writes. The server alone composes them, so they stay out of ca.ts, which
 * the web bundles whole on every screen (issue 18's budget).
 */
export const caAssistant = {
  /**
   * The builtin chat's own sentences in the asker's language (issue 20): Catalan first, and the
   * Spanish and English a question in those languages is answered in. The refusal itself stays the
   * fixed Catalan sentence (aiChat.offTopic, docs/product.md#assistant-chat), followed by
   * `offTopicTranslation`.
   */
  assistantReplies: {
    ca: {
      offTopicTranslation: '',
      recipesFound: 'He trobat aquestes receptes al Receptari:',
      recipeLine: '- {title}: preparació {prep} min, cocció {cook} min, {likes} m’agrada',
      withFoods: 'Receptes del Receptari amb {foods}:',
      noneWithFoods: 'Al Receptari no hi ha cap recepta amb {foods}.',
      noDish: 'Al Receptari encara no hi ha cap recepta d’aquest plat.',
      missingLine: '  et falta: {missing}',
      nothingMissing: '  ho tens tot (a part de sal, oli, aigua i pebre)',
      dontKnow: 'Aquesta pregunta no la sé respondre.',
      suggest: 'Em pots preguntar, per exemple: «{first}» o «{second}»',
      and: ' i ',
      examples: [
        'Quant temps es conserva el pollastre cuit a la nevera?',
        'Com substitueixo l’ou en un pastís?',
      ],
    },
    es: {
      offTopicTranslation:
        'Lo siento, solo puedo responder preguntas sobre cocina y recetas. ¿Puedes preguntarme sobre ingredientes, métodos de cocción o recetas específicas?',
      recipesFound: 'He encontrado estas recetas en el Receptari:',
      recipeLine: '- {title}: preparación {prep} min, cocción {cook} min, {likes} me gusta',
      withFoods: 'Recetas del Receptari con {foods}:',
      noneWithFoods: 'En el Receptari no hay ninguna receta con {foods}.',
      noDish: 'En el Receptari todavía no hay ninguna receta de este plato.',
      missingLine: '  te falta: {missing}',
      nothingMissing: '  lo tienes todo (aparte de sal, aceite, agua y pimienta)',
      dontKnow: 'Esta pregunta no la sé responder.',
      suggest: 'Puedes preguntarme, por ejemplo: «{first}» o «{second}»',
      and: ' y ',
      examples: ['¿Cuánto dura el pollo cocinado en la nevera?', '¿Cómo sustituyo el huevo en un bizcocho?'],
    },
    en: {
      offTopicTranslation:
        'Sorry, I can only answer questions about cooking and recipes. Could you ask me about ingredients, cooking methods or specific recipes?',
      recipesFound: 'I found these recipes in the Receptari:',
      recipeLine: '- {title}: prep {prep} min, cook {cook} min, {likes} likes',
      withFoods: 'Receptari recipes with {foods}:',
      noneWithFoods: 'The Receptari has no recipe with {foods}.',
      noDish: 'The Receptari has no recipe for this dish yet.',
      missingLine: '  you also need: {missing}',
      nothingMissing: '  you have everything (besides salt, oil, water and pepper)',
      dontKnow: 'I don’t know that one.',
      suggest: 'You can ask me, for example: “{first}” or “{second}”',
      and: ' and ',
      examples: [
        'How long does cooked chicken keep in the fridge?',
        'What can I use instead of eggs in a cake?',
      ],
    },
  },
  /**
   * What the builtin (offline) assistant writes into a generated recipe, in the language the cook
   * wrote it in (docs/product.md#autofill): the recipe's language, whatever the page's.
   */
  builtinAi: {
    ca: {
      servingsMany: '{n, plural, one {1 persona} other {{n} persones}}',
      minutesMany: '{n, plural, one {1 minut} other {{n} minuts}}',
      /** The generated description's first sentence; `{with}` is `withFoods` or nothing. */
      dishFor: '{title}, per a {people}{with}.',
      withFoods: ', amb {foods}',
      preparedIn: 'Es prepara en {minutes}.',
      /** A generated title's tail: "Pollastre amb ceba i pebrot". */
      titleWith: ' amb {foods}',
      /** Joins the last two of a list: "ceba, pebrot i all". */
      and: ' i ',
    },
    es: {
      servingsMany: '{n, plural, one {1 persona} other {{n} personas}}',
      minutesMany: '{n, plural, one {1 minuto} other {{n} minutos}}',
      dishFor: '{title}, para {people}{with}.',
      withFoods: ', con {foods}',
      preparedIn: 'Se prepara en {minutes}.',
      titleWith: ' con {foods}',
      and: ' y ',
    },
    en: {
      servingsMany: '{n, plural, one {1 person} other {{n} people}}',
      minutesMany: '{n, plural, one {1 minute} other {{n} minutes}}',
      dishFor: '{title}, for {people}{with}.',
      withFoods: ', with {foods}',
      preparedIn: 'Ready in {minutes}.',
      titleWith: ' with {foods}',
      and: ' and ',
    },
  },
} as const;
