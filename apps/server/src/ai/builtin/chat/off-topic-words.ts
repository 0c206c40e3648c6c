import { foldAccents, splitWords } from './tokenise-question.ts';

/**
 * The off-topic families of issue 20, each a feature of its own ("this question names a medicine
 * word"), so that a drug, company, team or gadget the corpus never saw is still read by the words
 * around it: the model learns one weight per family from every sentence of the family. Accent-free
 * word beginnings (cotitz matches cotitza, cotitzen, cotització); none is a kitchen word in any
 * of the three languages (no "recepta", "stock" of a soup, "syrup", "cookies", "raspberry", "partit" for cut).
 */
const FAMILIES: Readonly<Record<string, string>> = {
  finance: `accio accion accionist share shares shareholder borsa bolsa cotitz cotiz
    trading inversi invertir inverteix invest dividend beneficis beneficio profit revenue facturaci
    factur earnings ibex nasdaq empresa empreses company companies compania multinacional corporaci
    ceo director salari salary sueldo hipotec mortgage prestec prestamo loan banc banco bank estalvi
    ahorr saving pension pensio jubila retire tribut impost impuest tax renta deute deuda debt credit
    targeta tarjeta cripto bitcoin euribor inflaci treballador trabajador employee plantilla
    adquisici acquisition`,
  medicine: `dosi dosis dose dosage posologi mg milligram miligram pastill comprimit comprimid tablet
    pill pills capsul antibiot paracetamol ibuprof aspirin amoxicil apiretal metge
    medic pediatr infermer enfermer nurse farmac pharmac prescripci prescription recepta_medica
    simptom sintom symptom febre fiebre fever tos cough grip gripe flu refredat resfriad mal_de
    migran migrain ferida herida wound picadura sting vacun vaccin hospital urgenci emergency
    malalt enferm sick infecci infection virus dolor`,
  sport: `futbol football soccer basquet baloncesto basketball tenis tennis golf ciclism cycling
    equip equipo team jugador player lliga liga league champions mundial olimpi olympic gol goal
    entrenador coach fitxatge fichaje estadi estadio stadium classificaci clasificaci afici hincha
    fans marato maraton marathon tour barca atletic atletico nba nfl formula carrera race cursa
    samarreta camiseta jersey apodo malnom nickname sobrenom`,
  tech: `mobil movil phone iphone android ordinador ordenador computer portatil laptop tauleta
    tableta tablet app aplicaci application wifi router internet bluetooth contrasenya contrasena
    password correu correo email gmail instal install actualitz actualiz update programa software
    hardware windows linux ios pantalla screen bateria battery impressora impresora printer usb
    cable xarxa network servidor server codi codigo code programming javascript python java
    alexa siri chatgpt navegador browser web pagina website consola videojoc videojuego gaming xbox
    playstation nintendo spam descarreg descarg download`,
  figurative: `exit exito success felicitat felicidad happiness amor love matrimoni matrimonio marriage
    parella pareja relationship amistat amistad friendship lideratge liderazgo leadership motivaci
    motivation productivitat productividad productivity famos famous saviesa sabiduria wisdom
    expressi idiom refrany refran proverb metafora metaphor`,
};

const entries = Object.entries(FAMILIES).flatMap(([family, words]) =>
  words
    .split(/\s+/u)
    .filter(Boolean)
    .map((root) => [foldAccents(root), `__${family}__`] as const),
);
/** Roots of 5 letters or more match any word they begin; shorter ones the word or its plural. */
const PREFIXES = new Map(entries.filter(([root]) => root.length >= 5 && !root.includes('_')));
const EXACT = new Map(entries.filter(([root]) => root.length < 5));
const PAIRS = entries.filter(([root]) => root.includes('_'));

/**
 * Words a root begins that belong to no family: Catalan "companya", "companys" (a companion, no
 * company); Spanish "hinchado", "hinchar" (swollen: a tin's lid, a dough), no football fan ("hincha").
 */
const FALSE_FRIENDS = new Set([
  'companya',
  'companyes',
  'companys',
  'hinchado',
  'hinchada',
  'hinchados',
  'hinchadas',
  'hinchar',
  'hincharse',
  'hinchan',
  'hinchando',
]);

function familyOf(word: string): string | undefined {
  if (FALSE_FRIENDS.has(word)) return undefined;
  const exact = EXACT.get(word) ?? (word.endsWith('s') ? EXACT.get(word.slice(0, -1)) : undefined);
  if (exact) return exact;
  for (let length = 5; length <= word.length; length += 1) {
    const family = PREFIXES.get(word.slice(0, length));
    if (family) return family;
  }
  return undefined;
}

/** One feature per off-topic family word of the question: "Quina dosi de xarop?" → [__medicine__]. */
export function findOffTopicFamilies(text: string): string[] {
  const words = splitWords(foldAccents(text));
  const found = words.flatMap((word) => familyOf(word) ?? []);
  // Two-word cues ("mal de cap", "recepta mèdica"): the pair, not either word, is the family's.
  const joined = `_${words.join('_')}_`;
  for (const [pair, family] of PAIRS) if (joined.includes(`_${pair}`)) found.push(family);
  return found;
}
