/**
 * The assistant's chat screen (/chat): the lazy screen and the server only.
 * Apart from ca.ts, which the web bundles on every screen (docs/decisions/0009-server-only-strings.md).
 */
export const caChat = {
  aiChat: {
    subtitle: 'Assistent de cuina: pregunta per receptes, ingredients, substitucions o temps de cocció.',
    placeholder: 'Ask for a recipe...',
    send: 'Send',
    failed: 'Hi ha hagut un error processant la teva petició. Si us plau, torna-ho a intentar.',
    offTopic:
      'Ho sento, només puc respondre preguntes sobre cuina i receptes. Pots preguntar-me sobre ingredients, mètodes de cocció o receptes específiques?',
    builtinNote: "Mode bàsic: l'assistant funciona sense connexió, amb les receptes del Receptari.",
    typing: "L'assistant està escrivint...",
    messagesLabel: 'Conversa amb l’assistant',
    you: 'Tu',
    assistant: 'Assistent',
    empty: 'Pregunta’m per una recepta, un ingredient o un temps de cocció.',
    tooManyMessages: 'La conversa pot tenir com a màxim {max} missatges.',
    messageTooLong: 'Cada missatge pot tenir com a màxim {max} caràcters.',
    messageEmpty: 'El missatge no pot estar buit.',
    messagesRequired: 'Cal com a mínim un missatge.',
    minutes: '{n} min',
  },
};
