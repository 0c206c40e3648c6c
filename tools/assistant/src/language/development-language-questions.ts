import type { Language } from '../server-ai.ts';

/**
 * The development set of the chat's language detection (docs/assistant.md "Language detection"):
 * short questions as typed on a phone — no accents, typos, a word or three, a word of another
 * language inside ("how long es cou el rice?" is English: the answer goes in the main one). Written
 * with their language before the detector ever read them; tune on these, never on the held-out files.
 */
export interface LanguageQuestion {
  readonly text: string;
  readonly language: Language | null;
}

const block = (language: Language | null, lines: string) =>
  lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({ text, language }));

export const DEVELOPMENT_LANGUAGE_QUESTIONS: readonly LanguageQuestion[] = [
  ...block(
    'ca',
    `el pa te floridura, el puc menjar?
    recepta de samfaina
    com es fa la escalivada
    quant temps bull la pasta
    i al congelador?
    quants dies aguanta el pollastre a la nevera
    es pot congelar la truita de patates
    amb que substitueixo la nata
    que poso en lloc d'ous
    la carn picada dura gaire a la nevera?
    com se si el peix es fresc
    a quina temperatura es cou el pollastre
    quan esta fet el rostit
    com faig que no se m'enganxi l'arros
    per que m'ha quedat dura la carn
    puc tornar a congelar la carn descongelada
    quants grams son una tassa de farina
    que hi va be amb la botifarra
    com es fa el sofregit
    recepta canelons
    com pelo els tomaquets rapid
    cuants minuts el ou dur
    l'allioli se m'ha tallat que faig
    es pot menjar el formatge amb floridura
    fins quan dura la sopa feta
    he deixat el pollastre fora tota la nit
    quin vi poso amb el peix
    com descongelo el pollastre sense microones
    la crema catalana com es fa
    tinc carbasso i ceba que puc fer
    cuant dura l'arros cuit
    m'agradaria fer coca de recapte
    i si no tinc mantega?
    el llom de porc a quants graus
    com fer pa a casa
    les mongetes cal deixarles en remull?
    els espinacs es poden escalfar dos cops
    escudella i carn d'olla recepta
    com es netegen els calamars
    la maionesa casolana quants dies dura
    vull fer un pastis sense forn
    les patates han brotat, es poden menjar
    bacalla dessalar quantes hores
    nomes tinc farina integral serveix?
    com s'espesseix una salsa
    els bolets es renten o no
    quina diferencia hi ha entre bullir i escaldar
    em surt la truita crua per dins
    ous, llet i farina, que faig
    fideua o paella per a vuit persones
    suquet de peix com el faig
    mel i mato postres facil`,
  ),
  ...block(
    'es',
    `el pan tiene moho, me lo puedo comer?
    receta de pisto
    como se hace la escalivada
    cuanto tiempo hierve la pasta
    y en el congelador?
    cuantos dias aguanta el pollo en la nevera
    se puede congelar la tortilla de patatas
    con que sustituyo la nata
    que pongo en vez de huevo
    la carne picada dura mucho en la nevera?
    como se si el pescado esta fresco
    a que temperatura se cocina el pollo
    cuando esta hecho el asado
    como hago que no se pegue el arroz
    porque me ha quedado dura la carne
    puedo volver a congelar la carne descongelada
    cuantos gramos son una taza de harina
    que pega con la butifarra
    como se hace el sofrito
    receta canelones
    como pelo los tomates rapido
    cuantos minutos el huevo duro
    se me corto el alioli que hago
    se puede comer el queso con moho
    hasta cuando dura la sopa hecha
    deje el pollo fuera toda la noche
    que vino pongo con el pescado
    como descongelo el pollo sin microondas
    la crema catalana como se hace
    tengo calabacin y cebolla que hago
    cuanto dura el arroz cocido
    me gustaria hacer un bizcocho
    y si no tengo mantequilla?
    el lomo de cerdo a cuantos grados
    como hacer pan en casa
    las alubias hay que dejarlas en remojo?
    las espinacas se pueden recalentar
    cocido madrileño receta
    como se limpian los calamares
    la mayonesa casera cuantos dias dura
    quiero hacer una tarta sin horno
    las patatas han echado brotes se pueden comer
    bacalao desalar cuantas horas
    solo tengo harina integral sirve?
    como espeso una salsa
    las setas se lavan o no
    que diferencia hay entre hervir y escaldar
    me sale la tortilla cruda por dentro
    huevos leche y harina q hago
    fideua o paella para ocho personas
    lentejas con chorizo cuanto tiempo
    ¿cuánto aguanta el gazpacho?`,
  ),
  ...block(
    'en',
    `the bread has mould can i still eat it
    samfaina recipe
    how do you make escalivada
    how long to boil pasta
    and in the freezer?
    how many days does chicken last in the fridge
    can i freeze potato omelette
    what can i use instead of cream
    egg substitute for baking
    does minced meat keep long in the fridge?
    how do i know if fish is fresh
    what temp is chicken done
    when is the roast ready
    how do i stop rice sticking
    why is my steak so tough
    can i refreeze thawed meat
    how many grams in a cup of flour
    what goes well with sausages
    how to make sofrito
    canelons recipe pls
    fastest way to peel tomatos
    how many mins for a hard boiled egg
    my aioli split what do i do
    is it safe to eat cheese with mold
    how long is homemade soup good for
    left the chicken out all night
    which wine with fish
    thaw chicken without microwave
    how is crema catalana made
    got zucchini and onion what can i cook
    how long does cooked rice keep
    i'd like to bake a cake
    what if i have no butter?
    pork loin internal temp
    baking bread at home
    do beans need soaking overnight?
    can you reheat spinach
    recipe for a stew with chickpeas
    how to clean squid
    how long does homemade mayo last
    no-bake cheesecake?
    sprouted potatoes safe?
    desalting salt cod how many hours
    only have wholemeal flour will it work
    how do i thicken a sauce
    should you wash mushrooms
    difference between boiling and blanching
    omelette still runny inside
    eggs milk flour what should i make
    how long es cou el rice?
    paella for eight people how much rice
    whats the best oil for frying`,
  ),
  ...block(
    null,
    `Wie lange muss man den Reis kochen?
    Combien de temps faut-il cuire les pâtes ?
    Quanto tempo devo cuocere la pasta?
    Quanto tempo leva para cozinhar o arroz?
    Kann ich das Brot mit Schimmel noch essen?
    Comment faire une pâte brisée maison ?`,
  ),
];
