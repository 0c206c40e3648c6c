import { LEXICON } from '../../server-ai.ts';

/**
 * Generated training sentences of the fourth round: the off-topic families of issue 20 said with
 * many names (companies, medicines and patients, abstract nouns after "recipe", teams and their
 * nicknames) and cooking questions about the foods of the nutrition table in the three languages,
 * so that the name is not what decides: the words around it are. Each name is said with two of its
 * family's phrasings in each language, chosen in turn (no randomness: the corpus is always the same).
 * Written after final-4 (`development-g.ts`) was committed; none of its names is used here.
 */

type Phrasings = Readonly<Record<'ca' | 'es' | 'en', readonly ((name: string) => string)[]>>;

function fill(names: readonly string[], phrasings: Phrasings, perName = 2): string[] {
  const out: string[] = [];
  names.forEach((name, i) => {
    for (const templates of Object.values(phrasings)) {
      for (let k = 0; k < perName; k += 1) out.push(templates[(i + k) % templates.length]!(name));
    }
  });
  return out;
}

const COMPANIES = [
  'Danone',
  'Nestlé',
  'Unilever',
  'Campofrío',
  'Gallina Blanca',
  'Bimbo',
  'Heineken',
  'Damm',
  'Freixenet',
  'Codorníu',
  'Inditex',
  'Telefónica',
  'Tesla',
  'Starbucks',
  'Kellogg',
  'Mondelez',
  'Carlsberg',
  'Burger King',
  'Telepizza',
  'Deoleo',
  'Viscofan',
  'Carrefour',
  'Lidl',
  'Dia',
  'Nutrexpa',
  'Casa Tarradellas',
  'Calvo',
  'Chupa Chups',
];

const FINANCE: Phrasings = {
  ca: [
    (c) => `Quant cotitzen les accions de ${c}?`,
    (c) => `Com han tancat avui a borsa les accions de ${c}?`,
    (c) => `Quins beneficis va tenir ${c} l’any passat?`,
    (c) => `Qui és el conseller delegat de ${c}?`,
    (c) => `Val la pena invertir en ${c}?`,
    (c) => `Quants treballadors té ${c}?`,
  ],
  es: [
    (c) => `¿A cuánto cotizan las acciones de ${c}?`,
    (c) => `¿Cómo ha cerrado hoy ${c} en bolsa?`,
    (c) => `¿Cuánto facturó ${c} el año pasado?`,
    (c) => `¿Quién preside ${c}?`,
    (c) => `¿Conviene comprar acciones de ${c}?`,
    (c) => `¿Cuántos empleados tiene ${c}?`,
  ],
  en: [
    (c) => `What is ${c} share price today?`,
    (c) => `How did ${c} stock close today?`,
    (c) => `What was ${c} revenue last year?`,
    (c) => `Who is the CEO of ${c}?`,
    (c) => `Is ${c} a good investment?`,
    (c) => `How many employees does ${c} have?`,
  ],
};

const MEDICINES: Readonly<Record<'ca' | 'es' | 'en', readonly string[]>> = {
  ca: [
    'ibuprofè',
    'paracetamol',
    'amoxicil·lina',
    'antihistamínic',
    'melatonina',
    'xarop per a la tos',
    'gotes per a l’oïda',
    'ferro',
  ],
  es: [
    'ibuprofeno',
    'paracetamol',
    'amoxicilina',
    'antihistamínico',
    'melatonina',
    'jarabe para la tos',
    'gotas para el oído',
    'hierro',
  ],
  en: [
    'ibuprofen',
    'paracetamol',
    'amoxicillin',
    'antihistamine',
    'melatonin',
    'cough syrup',
    'ear drops',
    'iron tablets',
  ],
};

const PATIENTS = {
  ca: [
    'un nen de 4 anys',
    'un nadó de 9 mesos',
    'un adult de 70 quilos',
    'la meva filla de 12 anys',
    'una persona gran',
  ],
  es: [
    'un niño de 4 años',
    'un bebé de 9 meses',
    'un adulto de 70 kilos',
    'mi hija de 12 años',
    'una persona mayor',
  ],
  en: ['a 4 year old', 'a 9 month old baby', 'a 70 kg adult', 'my 12 year old daughter', 'an elderly person'],
} as const;

function doses(): string[] {
  const out: string[] = [];
  MEDICINES.ca.forEach((_, i) => {
    const [ca, es, en] = [MEDICINES.ca[i]!, MEDICINES.es[i]!, MEDICINES.en[i]!];
    const p = i % PATIENTS.ca.length;
    out.push(
      `Quina dosi de ${ca} per a ${PATIENTS.ca[p]}?`,
      `Cada quantes hores es pot prendre ${ca}?`,
      `¿Qué dosis de ${es} le doy a ${PATIENTS.es[p]}?`,
      `¿Cada cuántas horas se toma el ${es}?`,
      `What dose of ${en} for ${PATIENTS.en[p]}?`,
      `How often can I take ${en}?`,
    );
  });
  return out;
}

const ABSTRACT = {
  ca: [
    'l’èxit',
    'la felicitat',
    'l’amor etern',
    'un bon equip',
    'la productivitat',
    'aprovar les oposicions',
    'una vida llarga',
    'guanyar la lliga',
  ],
  es: [
    'el éxito',
    'la felicidad',
    'el amor eterno',
    'un buen equipo',
    'la productividad',
    'aprobar las oposiciones',
    'una vida larga',
    'ganar la liga',
  ],
  en: [
    'success',
    'happiness',
    'lasting love',
    'a great team',
    'productivity',
    'passing your exams',
    'a long life',
    'winning the league',
  ],
} as const;

function metaphors(): string[] {
  return ABSTRACT.ca.flatMap((_, i) => [
    `La recepta de ${ABSTRACT.ca[i]}`,
    `Quina és la recepta per a ${ABSTRACT.ca[i]}?`,
    `La receta de ${ABSTRACT.es[i]}`,
    `¿Cuál es la receta para ${ABSTRACT.es[i]}?`,
    `The recipe for ${ABSTRACT.en[i]}`,
    `What is the secret recipe for ${ABSTRACT.en[i]}?`,
  ]);
}

/** Teams and their nicknames, some of them foods or kitchen words. */
const NICKNAMES: readonly [string, string][] = [
  ['l’Espanyol', 'periquitos'],
  ['l’Atlètic', 'matalassers'],
  ['el Màlaga', 'boquerons'],
  ['l’Everton', 'toffees'],
  ['el Bournemouth', 'cherries'],
  ['el Norwich', 'canaries'],
  ['el Valladolid', 'pucelans'],
  ['la Reial Societat', 'txuri-urdin'],
];

function nicknames(): string[] {
  return NICKNAMES.flatMap(([team, nick]) => [
    `Per què a ${team} li diuen els ${nick}?`,
    `¿Por qué al equipo le llaman los ${nick}?`,
    `Why is the team nicknamed the ${nick}?`,
  ]);
}

const FOOD_QUESTIONS: Phrasings = {
  ca: [
    (f) => `Què puc cuinar amb ${f}?`,
    (f) => `Quant temps es cou ${f}?`,
    (f) => `Com es conserva ${f}?`,
    (f) => `Recepta fàcil amb ${f}`,
    (f) => `${f} al forn`,
  ],
  es: [
    (f) => `¿Qué puedo cocinar con ${f}?`,
    (f) => `¿Cuánto tiempo se cuece ${f}?`,
    (f) => `¿Cómo se conserva ${f}?`,
    (f) => `Receta fácil con ${f}`,
    (f) => `${f} al horno`,
  ],
  en: [
    (f) => `What can I cook with ${f}?`,
    (f) => `How long does ${f} take to cook?`,
    (f) => `How do I store ${f}?`,
    (f) => `Easy recipe with ${f}`,
    (f) => `Baked ${f}`,
  ],
};

/** Every other food of the nutrition table, by its Catalan, Spanish and English names (its first three). */
function foodQuestions(): string[] {
  const out: string[] = [];
  LEXICON.forEach((entry, i) => {
    if (i % 2 === 1 || entry.aliases.length < 3) return;
    const names = { ca: entry.aliases[0]!, es: entry.aliases[1]!, en: entry.aliases[2]! };
    for (const [lang, templates] of Object.entries(FOOD_QUESTIONS) as [
      keyof typeof names,
      Phrasings['ca'],
    ][]) {
      out.push(templates[i % templates.length]!(names[lang]));
    }
  });
  return out;
}

export const GENERATED_OFF_TOPIC: readonly string[] = [
  ...fill(COMPANIES, FINANCE),
  ...doses(),
  ...metaphors(),
  ...nicknames(),
];

export const GENERATED_COOKING: readonly string[] = foodQuestions();
