import { foldAccents } from '../tokenise-question.ts';

/**
 * What a kitchen question asks for, whatever food it names: how long it keeps, how long or at what
 * temperature it cooks, what replaces it, why it went wrong, how it is made, how much of it, what
 * goes with it, whether it is safe, how to tell it is done. A fact of the asked kind about the named
 * food beats a fact of another kind about it ("el pastís s'ha enfonsat" asks why, not how long).
 */
export type QuestionIntent =
  | 'storage'
  | 'time'
  | 'temperature'
  | 'substitution'
  | 'whyWrong'
  | 'howTo'
  | 'quantity'
  | 'pairing'
  | 'safety'
  | 'doneness';

/**
 * The cues of each kind in Catalan, Spanish and English, on accent-free lowercase text (phone
 * typing drops accents; a question may mix languages). Data, not code: a new cue is a new word.
 * "Keeps shrinking", "keep burning" say it goes on happening, no keeping.
 */
const CUES: Readonly<Record<QuestionIntent, RegExp>> = {
  storage:
    /\b(?:dura|duren|duran|durar|aguant\w*|conserv\w*|guard\w*|caduc\w*|nevera|frigo\w*|congela\w*|last|lasts|keeps?(?! (?:on )?\w+ing\b)|kept|store|storing|stored|fridge|refrigerat\w*|freez\w*|frozen|go(?:es)? off|expire\w*|shelf life|(?:el|la) dia (?:abans|antes)|the day before|make ahead|ahead of time|deixar fet\w*|dejar hech\w*|(?:el|la|els|les|lo|los|las) (?:puc|podem|puedo|podemos) (?:deixar|dejar)|can (?:i|we) leave (?:it|them)|fins quan|hasta cuando|until when)\b/u,
  time: /\b(?:temps de coccio|tiempo de coccion|cooking time|[qc]uant (?:de )?temps|[qc]uanta estona|[qc]uant rato|[qc]uants minuts|[qc]uantes hores|cuanto tiempo|cuanto rato|cuantos minutos|cuantas horas|cuanto tarda\w*|tarda\w*|[qc]uanto hay que (?:freir|hervir|cocer|cocinar|hornear|asar)|[qc]uant (?:cal|s'?ha de|he de) (?:fregir|bullir|coure|cuinar|enfornar)|triga\w*|triguen|trigui\w*|how long|how many minutes|how many hours|minuts|minutos|minutes|hores|horas|hours|temporada|season|en sazon)\b/u,
  temperature:
    /\b(?:temperatura|temperatures|temperaturas|temperature|temp|graus|grados|degrees|celsius|fahrenheit|centigrad\w*|°c|how hot|que tan caliente|(?:ha|han) d'?arribar a bullir|(?:tiene|tienen) que (?:llegar a )?hervir|(?:has|have) to (?:come to (?:a|the) )?boil)\b|\d+\s*°/u,
  substitution:
    /\b(?:en lloc|en vez|en comptes|en lugar|instead|sub for|subs for|al.?lergi\w*|alergi\w*|allergic|allergy|celiac\w*|coeliac\w*|intoleran\w*|(?:canvi|cambi)\w* (?:[\w']+ ){0,2}(?:per|por)|substitu\w*|sustitu\w*|swap\w*|replace\w*|reempla\w*|alternativ\w*|no tinc|no en tinc|no tengo|nomes en tinc|solo (?:lo|la|los|las) tengo|only have (?:it|them)|(?:diu|dice|pone|porta|lleva|demana|pide|says|calls for|asks for)\b[^.?!]*\b(?:nomes|solo|only)\b[^.?!]*?\b(?:tinc|tengo|have|got)|no me queda|no em queda|don'?t have|do not have|out of|ran out|se m'?ha acabat|se me ha acabado|m'?he quedat sense|me he quedado sin|que (?:hi )?poso|que uso|que le (?:echo|pongo)|what can i use|what (?:do|should|could|can) (?:i|we) use|what to use|que (?:hi )?faig servir|que utilizo|que utilitzo|no trobo|no encuentro|can'?t find|(?:em|me|ens|nos) falta\w*|se me acab\w*|s'?ha acabat|(?:amb|con|with) (?:que|what) (?:ho |lo |la |el |it )?(?:canvi|cambi|substitu|sustitu|replace)\w*|una altra cosa|otra cosa|something else|works instead)\b/u,
  whyWrong:
    /\b(?:per que|perque|por que|porque|pq|xq|why|malament|went wrong|wrong|what happened|que ha passat|fix|grainy|arregl\w*|salv\w*|queda|queden|quedat|quedado|quedo|surt|surten|sale|salen|came out|comes out|turned out|enfons\w*|hund\w*|sank|sink|sunk|tallat|tallada|cortad\w*|split|curdled|mal|massa|demasiado|too|passat|pasado|s'?ha fet|se m'?ha|se me ha|se ha|no (?:ha|m'?ha|me ha|han) (?:pujat|subido|crecido|cuajado|quallat)|didn'?t rise|did not rise|impossible|trenca|rompe|breaks?|falling apart|enganx\w*|se (?:me |te )?pega\w*|sticks?|sticking|(?:won'?t|wont|doesn'?t|don'?t|didn'?t|not|never) (?:rise|rising|set|thicken)|no (?:puja|pugen|sube|suben|crece|crecen|quall\w*|cuaja\w*)|desmoron\w*|es desfan|se deshacen|se (?:me |m'?)?(?:rompen|trenquen)|fall(?:s|en)? apart|negres|negras|soggy|amarg\w*|bitter|revienta\w*|rebent\w*|bursts?|bursting|unroll\w*|desenroll\w*|desenrotll\w*|aguad[oa]s?|aigualit\w*)\b/u,
  howTo:
    /\b(?:com (?:es |el |la |els |les )?(?:fa|fan|faig|fas|prepara|preparo|elabora|cuina|cuino|neteja|netejo|talla|tallo|crema|cremo)|como (?:se |lo |la )?(?:hace|hacen|hago|haces|prepara|preparo|cocina|cocino|limpia|limpio|corta|corto)|how (?:do|to|can|should) (?:i |you |we )?(?:make|cook|prepare|clean|cut|do)|how to|recepta|receptes|receta|recetas|recipe|recipes|que porta|que lleva|que duu|made of|what'?s in|what is an? |what are|que vol dir|que significa|what does \w+ mean|truc|trick|secret|secreto|que es (?:un|una|el|la|l')|que son|diferencia|difference|tecnica|technique)\b/u,
  quantity:
    /\b(?:per persona|per cap|por persona|per person|per head|grams|gramos|grams|quant pesa|cuanto pesa|weigh\w*|tassa|taza|cup|cups|cullerad\w*|cucharad\w*|tablespoon\w*|teaspoon\w*|[qc]uanta|[qc]uants|[qc]uantes|cuanta|cuantos|cuantas|how much|how many|convert\w*|onzas|ounces|oz)\b/u,
  pairing:
    /\b(?:quin vi|que vi|que vino|what wine|which wine|marid\w*|acompany\w*|acompan\w*|van? (?:be|millor|bien|mejor) (?:amb|con)|queden? (?:be|millor) amb|quedan? (?:bien|mejor) con|go(?:es)? (?:well |best |nicely )?with|side dish\w*|sides|(?:vi|vino|wine|cava|cervesa|cerveza|beer) (?:\w+ )?(?:amb|con|with)|al costat|al lado|alongside|guarnici\w*|combina\w*|(?:le|li) van? (?:be |bien )?(?:a|amb|con)|serve with|serve it with|serveixo|sirvo|pega con|pegan con|pair\w*|beure|beber|drink|(?:quina|que|what|which) (?:beguda|bebida|drinks?)|hi van? (?:be|millor)|le van? (?:bien|mejor)|(?:amb|con|with) (?:que|what) (?:mes |mas |else )?(?:es menja|se come|do you eat|to eat)|put on the table with|(?:vi|vino|wine|cava|cervesa|cerveza|beer) (?:per|para|for)|(?:lliga|lliguen) (?:be |millor )?amb|(?:liga|ligan) (?:bien |mejor )?con|(?:quines|quins|que|what|which) (?:herbes|hierbas|herbs|especies|especias|spices|fruites?|frutas?|fruits?|formatges?|quesos?|cheeses?)(?! (?:porta|porten|lleva|llevan|has|have)\b))\b/u,
  safety:
    /\b(?:es pot menjar|es poden menjar|es segur|perill\w*|segur|seguro|segura|safe|safely|dangerous|peligro\w*|toxic\w*|intoxica\w*|se puede comer|se pueden comer|can (?:i|you) eat|ok to eat|okay to eat|malalt|enferm\w*|sick|floridura|florit|florida|moho|mohos[oa]|mou?ldy?|recalent\w*|reheat\w*|passa res|pasa (?:algo|nada)|(?:el|la|els|les) puc menjar|(?:lo|la|los|las) puedo comer|still (?:ok|good|safe)|bombad\w*|hinchad\w*|inflad\w*|bulg\w*|swollen|botul\w*|sits? out|left out|fora de la nevera|fuera de la nevera|out of the fridge|(?:li|els) (?:puc|podem) (?:donar|posar)|poison\w*|enverin\w*|envenen\w*|ja esta be,? oi|ya esta bien,? no|(?:el|la|ho) (?:puc|podem) aprofitar|(?:lo|la) (?:puedo|podemos) aprovechar|(?:le|les) (?:puedo|podemos) (?:dar|echar|poner)|can (?:i|we) give)\b/u,
  doneness:
    /\b(?:com (?:se|sabre) (?:si|que|quan)|como (?:se|sabre) (?:si|que|cuando)|how (?:do|can) (?:i|you) (?:know|tell)|how to tell|esta fet|esta feta|esta fets|esta hecho|esta hecha|is (?:it )?done|are (?:they )?done|cooked through|al punt|al punto)\b/u,
};

const INTENTS = Object.keys(CUES) as QuestionIntent[];

/** The words only a quantity asks with: "quants grams", "per persona" (not "quant temps"). */
const QUANTITY_OWN =
  /\b(?:per persona|per cap|por persona|per person|per head|grams|gramos|quant pesa|cuanto pesa|weigh\w*|tassa|taza|cups?|cullerad\w*|cucharad\w*|tablespoon\w*|teaspoon\w*)\b/u;

/** "Quant temps" asks a time: its "quant" makes no quantity unless a quantity's own word is there. */
function withoutOverlaps(found: Set<QuestionIntent>, plain: string): Set<QuestionIntent> {
  if (
    found.has('quantity') &&
    (found.has('time') || found.has('storage') || found.has('temperature')) &&
    !QUANTITY_OWN.test(plain)
  ) {
    found.delete('quantity');
  }
  return found;
}

/** A fact's answer says a time or a temperature: it answers those kinds too. */
const ANSWER_GIVES: readonly (readonly [QuestionIntent, RegExp])[] = [
  ['temperature', /\d\s*°\s*C/u],
  ['time', /\d\s*(?:min|minutes|hours?|h)\b/u],
];

/** The kinds an answer (in English) gives figures for. */
export const answerIntents = (answer: string): QuestionIntent[] =>
  ANSWER_GIVES.filter(([, figure]) => figure.test(answer)).map(([intent]) => intent);

const plainText = (text: string) => foldAccents(text.toLowerCase()).replace(/[’`´]/gu, "'");

/**
 * The words of a question that only say the kind asked ("quant temps", "per què", "pega con"),
 * accent-free: they weigh little in how well a fact explains the question.
 */
export function cueWords(text: string): Set<string> {
  const plain = plainText(text);
  const words = new Set<string>();
  for (const cue of Object.values(CUES)) {
    for (const match of plain.matchAll(new RegExp(cue.source, 'gu'))) {
      for (const word of match[0].split(/[^\p{L}\p{N}]+/u)) if (word) words.add(word);
    }
  }
  return words;
}

/**
 * "Perquè quedi cruixent", "para que quede esponjoso", "so that it stays crisp": a purpose, said with
 * a subjunctive a few words on, asks no "why" but how (set 4: "i despres com el descongelo perque quedi
 * cruixent?", "com es fa el fricandó perquè la carn quedi tendra?").
 */
const PURPOSE =
  /\b(?:perque|per que|para que|so that|so)\s+(?:[\p{L}']+\s+){0,3}?(?:quedi|quedin|surti|surtin|sigui|siguin|doni|donin|quede|queden|salga|salgan|sea|sean|stays?|comes? out)\b/gu;

/** The kinds a question (or a fact's way of asking) asks for; none when it gives no cue. */
export function detectIntents(text: string): Set<QuestionIntent> {
  const asked = plainText(text);
  const plain = asked.replace(PURPOSE, ' ');
  const found = new Set(INTENTS.filter((intent) => CUES[intent].test(plain)));
  // With no other kind, it asks how to get it so: a how-to ("q em recomanes perque quedin chewy?").
  if (plain !== asked && found.size === 0) found.add('howTo');
  return withoutOverlaps(found, plain);
}
