import type { CookText } from './check-cook-text.ts';

/**
 * Fifth held-out set of cook texts for issue 34, written 2026-11-30 BLIND: by a helper session that
 * read no file of the project (no parser, no knowledge base, no earlier held-out sets, no docs) and
 * wrote these 45 texts from general cooking knowledge only. 15 Catalan, 15 Spanish, 15 English.
 *
 * Voices, on purpose unlike a tidy cookbook: transcribed voice messages (run-on, "eh", "vale",
 * "erm"), a grandfather / grandmother writing in the past tense ("vaig posar", "puse", "I put"),
 * impersonal ("es talla", "se pican"), imperative, first person present ("tallo", "salpimento"),
 * school assignments with a header and a conclusion, restaurant prep sheets, forum replies quoting
 * someone, recipe cards photographed and OCR'd (broken lines, one "l0" for "10"), telegraphic lists,
 * one long paragraph with "mentrestant / después / meanwhile", times in words ("tres quarts d'hora",
 * "hora i mitja", "media horita", "a good hour", "vint-i-cinc minuts"), yields ("en surten 12",
 * "salen 24", "makes 10", "feeds 4"), ingredient sections ("Per a l'allioli:", "Para la salsa:",
 * "For the slaw:"), regional words (Valencian, Balearic, Andalusian, Canarian, Mexican, Rioplatense,
 * Scottish, Irish, Indian English, US) and quantities in words and fractions ("mig quilo",
 * "mig litre", "½ l", "1/4 de cebolla", "3/4 cup", "a couple of").
 *
 * Conventions applied to the expected values: a stated time is the answer and a stated total is
 * never added to its parts; otherwise cook = sum of step durations on the heat / in the oven and
 * prep = resting, soaking, proving, marinating, fridge time; no time at all: prep 0 and cook 0; a
 * step time given only as a range (or as "batches of") leaves cook unasserted. Rows are
 * "quantity unit name" with units g, kg, ml, l, unitats, cullerada, culleradeta, tassa, pessics,
 * decimals with a dot, the name as written in the text's language, lowercase, without the measure
 * word or "de"; ranges, ounces, pounds, cans, glasses, cloves, sachets, handfuls and "to taste" are
 * never rows (the food goes to `names`). Steps: one sentence / numbered item / telegraphic line is a
 * step, a clause opened by then / luego / després / mentrestant / meanwhile is a step of its own;
 * asserted only where unambiguous. Title only when the dish has its own title line. Servings only
 * when stated as a single number.
 *
 * Never to be tuned on: it is measured once, as written, and then retired.
 */
export const HELD_OUT_COOK_TEXTS_5: readonly CookText[] = [
  // ───────────────────────────── Catalan (15) ─────────────────────────────
  {
    // Valencian voice message, oven rice
    text: "Hola reina, eh, t'explique l'arròs al forn que em vas demanar, vale? És per a 4. Primer sofregixes en una cassola de fang les costelles de porc a trossets amb un bon raig d'oli, uns 10 minuts. Després hi poses dos tomates ratllades i un cap d'alls sencer. Afegixes 400 g d'arròs, un pot de cigrons cuits i el brou calent, el doble que d'arròs més o menys. Ho fiques al forn a 200 graus tres quarts d'hora, bo, mira-ho que no es creme. Ja està, un besito!",
    servings: 4,
    prep: 0,
    cook: 55,
    rows: ['400 g arròs', '2 unitats tomates'],
    names: ['arròs', 'cigrons', 'tomates'],
  },
  {
    // grandfather, past tense
    text: `Pollastre amb samfaina
Ho vaig fer per a 6 persones.
Vaig tallar un pollastre a octaus i el vaig salpebrar.
El vaig rossejar en una cassola amb 4 cullerades d'oli durant 15 minuts.
Vaig treure el pollastre i hi vaig posar 2 cebes, 1 pebrot vermell i 1 albergínia, tot a daus.
Ho vaig deixar coure 20 minuts a foc baix.
Després hi vaig afegir 3 tomàquets ratllats i el pollastre, i ho vaig tapar mitja hora més.`,
    title: 'Pollastre amb samfaina',
    servings: 6,
    prep: 0,
    cook: 65,
    steps: 5,
    rows: ['4 cullerada oli', '2 unitats cebes', '1 unitats pebrot vermell', '1 unitats albergínia'],
    names: ['pollastre', 'tomàquets'],
  },
  {
    // impersonal, soup
    text: `Crema de carbassó
Per a 4 racions.
Ingredients: 1 kg de carbassó, 1 ceba, 2 patates, 1 l d'aigua, 2 porcions de formatge, sal, oli.
Es talla la ceba i es sofregeix amb oli 5 minuts.
S'hi afegeixen el carbassó i les patates a trossos.
Es cobreix amb l'aigua i es bull 20 minuts.
Es tritura amb el formatge i es rectifica de sal.`,
    title: 'Crema de carbassó',
    servings: 4,
    prep: 0,
    cook: 25,
    steps: 4,
    rows: ['1 kg carbassó', '1 unitats ceba', '2 unitats patates', '1 l aigua'],
    names: ['formatge'],
  },
  {
    // Balearic (Mallorca), article "es/sa", vegetables
    text: `Tumbet de sa padrina
Per a 4.
Ingredients:
3 patates
2 albergínies
2 pebres vermells
mig quilo de tomàtigues
oli d'oliva
Talla s'albergínia a rodanxes i posa-hi sal, que deixi anar s'aigua mitja hora.
Fregeix ses patates a rodanxes fins que estiguin daurades, uns 10 minuts.
Fregeix s'albergínia i es pebres.
Amb ses tomàtigues fes una salsa, 20 minuts a foc baix.
Posa-ho tot en capes dins una greixonera amb sa salsa per damunt.
Forn a 180 graus un quart d'hora.`,
    title: 'Tumbet de sa padrina',
    servings: 4,
    prep: 30,
    cook: 45,
    steps: 6,
    rows: ['3 unitats patates', '2 unitats albergínies', '2 unitats pebres vermells', '0.5 kg tomàtigues'],
    names: ["oli d'oliva"],
  },
  {
    // school assignment, baking; the dish line is prefixed "Recepta:", so no title asserted
    text: `Escola Sant Jordi - 5è B - Treball de Nadal
Nom: Martina P.
Recepta: Panellets de pinyons
En surten 30.
Ingredients:
- 250 g d'ametlla mòlta
- 200 g de sucre
- 1 patata petita bullida
- 1 ou
- 200 g de pinyons
Passos:
1. Barregem l'ametlla, el sucre i la patata aixafada.
2. Deixem reposar la massa a la nevera 2 hores.
3. Fem boletes i les arrebossem amb clara d'ou i pinyons.
4. Les pintem amb el rovell.
5. Les coem al forn a 200 graus 10 minuts.
Conclusió: m'ha agradat molt fer-los amb la meva àvia.`,
    servings: 30,
    prep: 120,
    cook: 10,
    steps: 5,
    rows: ['250 g ametlla mòlta', '200 g sucre', '1 unitats ou', '200 g pinyons'],
    names: ['patata'],
  },
  {
    // restaurant technical sheet, telegraphic, total stated and consistent with its split
    text: `FITXA TÈCNICA: ESCALIVADA
Racions: 10
Gènere:
2 kg albergínia
1.5 kg pebrot vermell
1 kg ceba
200 ml oli verge extra
sal maldon
Elaboració:
- Forn 220 °C, verdura sencera, 50 min.
- Tapar amb film, repòs 15 min.
- Pelar i tallar a tires.
- Amanir amb oli i sal.
Temps total: 1 h 05 min.`,
    servings: 10,
    prep: 15,
    cook: 50,
    steps: 4,
    rows: ['2 kg albergínia', '1.5 kg pebrot vermell', '1 kg ceba', '200 ml oli verge extra'],
  },
  {
    // forum reply quoting someone, baking, time in words
    text: `> L'Anna va escriure:
> Algú té la recepta de la coca de llardons de la seva àvia?

Sí! La meva és aquesta, per a 8 persones:
300 g de farina, 150 g de llardons, 100 g de sucre, 2 ous, 1 sobre de llevat químic i un raig d'anís.
Piques una mica els llardons. Ho barreges tot fins a tenir una massa. L'estens a la safata i hi tires sucre i pinyons per sobre. Al forn a 180 °C vint-i-cinc minuts.
Ja em diràs!`,
    servings: 8,
    prep: 0,
    cook: 25,
    steps: 4,
    rows: ['300 g farina', '150 g llardons', '100 g sucre', '2 unitats ous'],
    names: ['llevat químic', 'anís'],
  },
  {
    // one long paragraph, first person present, "mentrestant / després", no title line
    text: "Espinacs a la catalana (per a 2): poso a remullar 30 g de panses en aigua calenta deu minuts, mentrestant escaldo 400 g d'espinacs un minut i els escorro bé, després en una paella amb dues cullerades d'oli hi dauro 20 g de pinyons, hi afegeixo els espinacs i les panses escorregudes i ho salto cinc minuts més, i llestos.",
    servings: 2,
    prep: 10,
    cook: 6,
    rows: ['30 g panses', '400 g espinacs', '2 cullerada oli', '20 g pinyons'],
    names: ['espinacs', 'panses', 'pinyons'],
  },
  {
    // OCR'd recipe card: broken lines, "l0" for 10, dessert
    text: `Crema catalana
Per a 6
1 l de llet
6 rovells
200 g de
sucre
40 g de midó de blat de moro
1 pell de llimona i 1 branca de canyella
Bulliu la llet amb la pell de llimona i la
canyella. Bateu els rovells amb el sucre i el midó.
Afegiu-hi la llet colada a poc a poc i
torneu-ho al foc remenant l0 minuts fins que espessi.
Repartiu-ho en cassoletes i deixeu-ho refredar a la nevera 2 hores.
Abans de servir, sucre per sobre i cremeu-lo amb la pala.`,
    title: 'Crema catalana',
    servings: 6,
    prep: 120,
    cook: 10,
    steps: 5,
    rows: ['1 l llet', '6 unitats rovells', '200 g sucre', '40 g midó de blat de moro'],
    names: ['canyella'],
  },
  {
    // telegraphic notes, meat
    text: `Mongetes amb botifarra
4 persones
4 botifarres
800 g mongetes cuites
2 grans d'all
julivert
- botifarres a la paella, 12 min, girant
- treure, mateix greix: all i julivert 1 min
- mongetes, saltar 5 min
- servir junt`,
    title: 'Mongetes amb botifarra',
    servings: 4,
    prep: 0,
    cook: 18,
    steps: 4,
    rows: ['4 unitats botifarres', '800 g mongetes cuites'],
    names: ['all', 'julivert'],
  },
  {
    // imperative, ingredient sections, fish; frying "in batches of 2 minutes" → cook not asserted
    text: `Calamars a la romana amb allioli
Per a 4
Per als calamars:
600 g de calamars nets
150 g de farina
1 ou
200 ml d'aigua amb gas
oli per fregir
Per a l'allioli:
2 grans d'all
1 ou
250 ml d'oli de gira-sol
Talla els calamars a anelles.
Fes una pasta amb la farina, l'ou i l'aigua freda.
Passa les anelles per la pasta i fregeix-les en tandes de 2 minuts.
Per a l'allioli, tritura l'all amb l'ou i afegeix-hi l'oli a poc a poc fins que lligui.
Serveix els calamars calents amb l'allioli.`,
    title: 'Calamars a la romana amb allioli',
    servings: 4,
    steps: 5,
    rows: ['600 g calamars nets', '150 g farina', '200 ml aigua amb gas', '250 ml oli de gira-sol'],
    names: ['all'],
  },
  {
    // first person present, soup, times in words, decimal comma
    text: `Sopa de ceba
Per a 4 bols.
Tallo 1 kg de ceba a juliana fina.
La poso en una olla amb 50 g de mantega i la deixo caramel·litzar a foc baix tres quarts d'hora.
Hi tiro una cullerada de farina i un got de vi blanc.
Afegeixo 1,5 l de brou de carn i ho deixo bullir vint minuts.
Poso la sopa en bols, amb pa torrat i 150 g de formatge ratllat, i ho gratino 5 minuts.`,
    title: 'Sopa de ceba',
    servings: 4,
    prep: 0,
    cook: 70,
    steps: 5,
    rows: ['1 kg ceba', '50 g mantega', '1 cullerada farina', '1.5 l brou de carn', '150 g formatge ratllat'],
    names: ['vi blanc'],
  },
  {
    // grandmother, first person present, "en surten 12", trap: "fins a tres quarts" is not a time
    text: `Magdalenes de la iaia
En surten 12.
Bato 3 ous amb 150 g de sucre fins que blanquegin. Hi afegeixo 150 ml d'oli de gira-sol i 100 ml de llet. Després hi poso 200 g de farina, mig sobre de llevat i la ratlladura d'una llimona. Omplo els motlles fins a tres quarts. Ho deixo reposar a la nevera una hora. Les enforno a 200 graus un quart d'hora.`,
    title: 'Magdalenes de la iaia',
    servings: 12,
    prep: 60,
    cook: 15,
    steps: 6,
    rows: ['3 unitats ous', '150 g sucre', '150 ml oli de gira-sol', '100 ml llet', '200 g farina'],
    names: ['llevat'],
  },
  {
    // drink, imperative, "mig litre"
    text: `Xocolata desfeta
Per a 2 tasses.
Mig litre de llet, 100 g de xocolata negra, 1 culleradeta de midó i 2 cullerades de sucre.
Escalfa la llet sense que bulli.
Desfés-hi la xocolata a trossos.
Dissol el midó en una mica de llet freda i afegeix-lo.
Remena a foc baix cinc minuts fins que espessi.`,
    title: 'Xocolata desfeta',
    servings: 2,
    prep: 0,
    cook: 5,
    steps: 4,
    rows: ['0.5 l llet', '100 g xocolata negra', '1 culleradeta midó', '2 cullerada sucre'],
  },
  {
    // Valencian rice, infinitives, times stated at the end (they win over anything else)
    text: `Arròs del senyoret
Per a 4 persones
400 g d'arròs bomba
300 g de gambes pelades
300 g de sípia
1 tomaca ratllada
1,2 l de fumet de peix
1 cullerada de pebre roig
oli
Sofregir la sípia i les gambes en la paella amb oli.
Afegir la tomaca i el pebre roig.
Tirar l'arròs, nacrar-lo i abocar el fumet calent.
Coure a foc fort i després a foc lent fins que l'arròs estiga al punt.
Deixar reposar abans de servir.
Preparació: 15 minuts. Cocció: 20 minuts.`,
    title: 'Arròs del senyoret',
    servings: 4,
    prep: 15,
    cook: 20,
    rows: [
      '400 g arròs bomba',
      '300 g gambes pelades',
      '300 g sípia',
      '1.2 l fumet de peix',
      '1 cullerada pebre roig',
    ],
    names: ['tomaca'],
  },

  // ───────────────────────────── Spanish (15) ─────────────────────────────
  {
    // Andalusian voice message, cold soup, no title line
    text: "Mira, pa'l salmorejo, vale, tú coges un kilo de tomates, bien maduros, eh, y los trituras con 200 gramos de pan duro, un diente de ajo y una pizca de sal. Luego le echas 100 ml de aceite de oliva poquito a poco mientras bates. Lo metes en la nevera dos horitas y lo sirves con huevo duro y jamón picadito. Salen 4 platos, ¿vale? Venga, un beso, quillo.",
    servings: 4,
    prep: 120,
    cook: 0,
    rows: ['1 kg tomates', '200 g pan duro', '100 ml aceite de oliva'],
    names: ['ajo', 'tomates'],
  },
  {
    // father, past tense, soaking
    text: `Lentejas de mi padre
Salieron 6 raciones.
Puse 500 g de lentejas en remojo 8 horas.
Piqué una cebolla, un pimiento verde y dos zanahorias y lo rehogué en aceite 10 minutos.
Añadí un chorizo en rodajas y una cucharadita de pimentón.
Eché las lentejas escurridas y 2 litros de agua.
Lo dejé cocer a fuego lento una hora y cuarto.
Al final le puse sal y un chorrito de vinagre.`,
    title: 'Lentejas de mi padre',
    servings: 6,
    prep: 480,
    cook: 85,
    steps: 6,
    rows: [
      '500 g lentejas',
      '1 unitats cebolla',
      '1 unitats pimiento verde',
      '2 unitats zanahorias',
      '1 culleradeta pimentón',
      '2 l agua',
    ],
    names: ['chorizo', 'vinagre'],
  },
  {
    // impersonal, vegetables
    text: `Pisto manchego
Para 4 personas.
Se pican 2 cebollas y 2 pimientos verdes.
Se pochan en una sartén con 4 cucharadas de aceite durante 15 minutos.
Se añaden 2 calabacines en dados y se cocinan 10 minutos más.
Se incorpora medio kilo de tomate triturado y se deja reducir 25 minutos.
Se sirve con un huevo frito.`,
    title: 'Pisto manchego',
    servings: 4,
    prep: 0,
    cook: 50,
    steps: 5,
    rows: [
      '2 unitats cebollas',
      '2 unitats pimientos verdes',
      '4 cullerada aceite',
      '2 unitats calabacines',
      '0.5 kg tomate triturado',
    ],
  },
  {
    // Mexican, sections, "luego luego" (= right away, not a new step), fraction
    text: `Chilaquiles rojos
Rinde 4 porciones
Para la salsa:
5 jitomates
3 chiles guajillo
1/4 de cebolla
1 diente de ajo
Para armar:
12 tortillas de maíz (de ayer)
aceite para freír
crema y queso fresco para servir
Asa los jitomates en el comal unos 10 minutos. Hidrata los chiles en agua caliente 15 minutos. Licúa todo con la cebolla y el ajo. Fríe la salsa en una cucharada de aceite 5 minutos. Corta las tortillas en triángulos y fríelas hasta que estén doradas. Báñalas con la salsa y sirve luego luego con crema y queso.`,
    title: 'Chilaquiles rojos',
    servings: 4,
    prep: 15,
    cook: 15,
    rows: [
      '5 unitats jitomates',
      '3 unitats chiles guajillo',
      '0.25 unitats cebolla',
      '12 unitats tortillas de maíz',
    ],
    names: ['ajo'],
  },
  {
    // Rioplatense (vos), sauce; title line carries a remark, so no title; servings unclear
    text: `Chimichurri (el de mi viejo)
Para acompañar un asado.
Picás bien finito 1 taza de perejil y 4 dientes de ajo. Le agregás 2 cucharadas de orégano seco, 1 cucharadita de ají molido y 1 cucharadita de pimentón. Después ponés ½ taza de aceite, ¼ taza de vinagre de vino y un poco de sal. Lo dejás reposar en la heladera 2 horas antes de usarlo, ¿viste? Cuanto más descansa, mejor.`,
    prep: 120,
    cook: 0,
    rows: [
      '1 tassa perejil',
      '2 cullerada orégano seco',
      '1 culleradeta ají molido',
      '1 culleradeta pimentón',
      '0.5 tassa aceite',
      '0.25 tassa vinagre de vino',
    ],
    names: ['ajo'],
  },
  {
    // school assignment, header + conclusion
    text: `Trabajo de Lengua – 2º ESO – El texto instructivo
Alumno: Hugo Martín

Croquetas de jamón
Salen 24 croquetas.
Ingredientes:
- 70 g de mantequilla
- 80 g de harina
- 750 ml de leche entera
- 150 g de jamón serrano picado
- 2 huevos
- pan rallado
Instrucciones:
1. Derretimos la mantequilla y tostamos la harina 3 minutos.
2. Añadimos la leche poco a poco y removemos 15 minutos hasta tener una bechamel espesa.
3. Incorporamos el jamón.
4. Dejamos enfriar la masa en la nevera 4 horas.
5. Formamos las croquetas y las pasamos por huevo y pan rallado.
6. Las freímos en aceite muy caliente 2 minutos.
Conclusión: un texto instructivo usa verbos en imperativo o en primera persona del plural.`,
    title: 'Croquetas de jamón',
    servings: 24,
    prep: 240,
    cook: 20,
    steps: 6,
    rows: [
      '70 g mantequilla',
      '80 g harina',
      '750 ml leche entera',
      '150 g jamón serrano picado',
      '2 unitats huevos',
    ],
    names: ['pan rallado'],
  },
  {
    // restaurant mise en place, telegraphic, sauce
    text: `MISE EN PLACE – SALSA BRAVA (partida caliente)
Rendimiento: 20 raciones
250 ml aceite de oliva suave
40 g pimentón de la Vera picante
60 g harina
1 l caldo de pollo
2 cebollas
Sudar cebolla en aceite 20 min.
Añadir harina, tostar 2 min.
Fuera del fuego, pimentón.
Mojar con caldo, hervir 10 min.
Triturar, colar, abatir.
Caducidad: 3 días en cámara.`,
    servings: 20,
    prep: 0,
    cook: 32,
    steps: 5,
    rows: [
      '250 ml aceite de oliva suave',
      '40 g pimentón de la vera picante',
      '60 g harina',
      '1 l caldo de pollo',
      '2 unitats cebollas',
    ],
  },
  {
    // OCR'd card, broken lines, dessert, "½ l"
    text: `Flan de huevo
para 6
½ l de leche
4 huevos
100 g de azúcar
para el caramelo: 6 cucharadas de azúcar
Haz un caramelo con el azúcar y cubre el fondo
del molde. Bate los huevos con el azúcar y la leche.
Vierte en el molde y cuece al baño maría
en el horno a 180° 45 minutos. Deja enfriar y
mete en la nevera 3 horas.`,
    title: 'Flan de huevo',
    servings: 6,
    prep: 180,
    cook: 45,
    steps: 4,
    rows: ['0.5 l leche', '4 unitats huevos', '100 g azúcar', '6 cullerada azúcar'],
  },
  {
    // one long paragraph, first person present, "después / luego / mientras tanto", fish
    text: 'Para la merluza en salsa verde de 4 personas: en una cazuela de barro pongo 4 cucharadas de aceite con 3 dientes de ajo laminados a fuego suave 2 minutos, después añado una cucharada de harina y la tuesto un minuto, luego voy echando 300 ml de fumet mientras muevo la cazuela, mientras tanto salo 4 lomos de merluza, y después los meto en la salsa con la piel hacia arriba 4 minutos, les doy la vuelta y otros 3 minutos, y al final un buen puñado de perejil picado y unas almejas si hay.',
    servings: 4,
    prep: 0,
    cook: 10,
    rows: ['4 cullerada aceite', '1 cullerada harina', '300 ml fumet', '4 unitats lomos de merluza'],
    names: ['ajo', 'perejil'],
  },
  {
    // Canarian ("Pa 4", "papas", "pimientas palmeras"), sections
    text: `Papas arrugadas con mojo
Pa 4.
1 kilo de papas pequeñas
250 g de sal gorda
Mojo:
2 pimientas palmeras
1 cabeza de ajos
1 cucharadita de comino
1 cucharada de pimentón
100 ml de aceite
2 cucharadas de vinagre
Pon las papas con la sal y agua que las cubra y hiérvelas 20 minutos.
Tira el agua y déjalas en el fuego 5 minutos más, hasta que se arruguen.
Para el mojo, machaca en el mortero las pimientas, los ajos y el comino.
Añade el pimentón, el aceite y el vinagre y mezcla.
Sírvelas con piel, con el mojo aparte.`,
    title: 'Papas arrugadas con mojo',
    servings: 4,
    prep: 0,
    cook: 25,
    steps: 5,
    rows: [
      '1 kg papas pequeñas',
      '250 g sal gorda',
      '2 unitats pimientas palmeras',
      '1 culleradeta comino',
      '1 cullerada pimentón',
      '100 ml aceite',
      '2 cullerada vinagre',
    ],
    names: ['ajos'],
  },
  {
    // Asturian dessert, "hora y media" in words, quantities in words
    text: `Arroz con leche asturiano
Para 6.
Un litro y medio de leche, 150 g de arroz redondo, 150 g de azúcar, la piel de un limón, un palo de canela y 30 g de mantequilla.
Hierve la leche con la piel de limón y la canela.
Echa el arroz y cuécelo a fuego muy bajo, removiendo, hora y media.
Añade el azúcar y la mantequilla y deja diez minutos más.
Sirve frío con azúcar quemado por encima.`,
    title: 'Arroz con leche asturiano',
    servings: 6,
    prep: 0,
    cook: 100,
    steps: 4,
    rows: ['1.5 l leche', '150 g arroz redondo', '150 g azúcar', '30 g mantequilla'],
    names: ['limón', 'canela'],
  },
  {
    // first person present, "media horita", meat
    text: `Pollo al ajillo
Para 4
1 pollo troceado
1 cabeza de ajos
1 vaso de vino blanco
1 hoja de laurel
6 cucharadas de aceite de oliva
Salpimento el pollo.
Lo frío en el aceite hasta que esté dorado, unos 15 minutos.
Añado los ajos sin pelar y el laurel.
Riego con el vino y lo dejo media horita a fuego lento, tapado.`,
    title: 'Pollo al ajillo',
    servings: 4,
    prep: 0,
    cook: 45,
    steps: 4,
    rows: ['6 cullerada aceite de oliva'],
    names: ['pollo', 'ajos', 'vino blanco', 'laurel'],
  },
  {
    // forum reply with a quote, yogurt-pot measures, bake time is a range → no cook; trap numbers 6 and 9 in the quote
    text: `Re: ¿Bizcocho fácil para niños?
Cita de lauri_87: «busco algo que puedan hacer mis hijos de 6 y 9 años»

El de yogur, que se mide con el vasito. Salen 8 raciones.
1 yogur natural
3 huevos
2 medidas de yogur de azúcar
3 medidas de harina
1 medida de aceite
1 sobre de levadura
Mezclas todo en un bol, lo pones en un molde engrasado y al horno a 180 °C 35-40 minutos.`,
    servings: 8,
    rows: ['1 unitats yogur natural', '3 unitats huevos'],
    names: ['azúcar', 'harina', 'aceite', 'levadura'],
  },
  {
    // Mexican drink, "refri", steeping off the heat + fridge = prep
    text: `Agua de jamaica
Para una jarra de 2 litros.
Hierve 1 l de agua con 60 g de flor de jamaica 10 minutos. Apaga el fuego y deja reposar 20 minutos. Cuela, añade 150 g de azúcar y completa con 1 l de agua fría. Enfría en el refri una hora y sirve con hielo.`,
    title: 'Agua de jamaica',
    prep: 80,
    cook: 10,
    steps: 4,
    rows: ['1 l agua', '60 g flor de jamaica', '150 g azúcar'],
    names: ['hielo'],
  },
  {
    // telegraphic paella notes, Valencian words (ferraura, garrofó), quantities inside the steps
    text: `Paella valenciana (6 raciones)
- sofreír 800 g de pollo y 400 g de conejo troceados, 20 min
- añadir 300 g de judía ferraura y 200 g de garrofón, 5 min
- tomate rallado y pimentón, 2 min
- agua y azafrán, hervir 25 min
- 500 g de arroz, 18 min
- reposar 5 min`,
    servings: 6,
    prep: 5,
    cook: 70,
    steps: 6,
    rows: ['500 g arroz', '300 g judía ferraura', '200 g garrofón'],
    names: ['pollo', 'conejo', 'azafrán', 'pimentón'],
  },

  // ───────────────────────────── English (15) ─────────────────────────────
  {
    // UK voice message, no title line
    text: "Right so for the shepherd's pie, erm, you want 500 grams of lamb mince, brown it off in a pan for 10 minutes, then chuck in an onion and 2 carrots, diced, cook that down another 10. Then a tablespoon of tomato puree, a splash of Worcestershire and 300 ml of stock, let it bubble for 20 minutes. Meanwhile boil a kilo of potatoes till soft and mash them with a knob of butter. Mash on top, into the oven at 200 for half an hour. Feeds 4, lovely.",
    servings: 4,
    prep: 0,
    cook: 70,
    rows: [
      '500 g lamb mince',
      '2 unitats carrots',
      '1 cullerada tomato puree',
      '300 ml stock',
      '1 kg potatoes',
    ],
    names: ['butter', 'onion'],
  },
  {
    // Scottish, past tense, soup; closing chatter line makes the step count unsafe
    text: `Cullen Skink
Made this for the four of us on Sunday.
I put 400 g of smoked haddock in a pan with 500 ml of milk and a bay leaf and poached it for 5 minutes.
I took the fish out and flaked it.
I softened an onion in 25 g of butter for 10 minutes.
I added 3 potatoes, diced, and the milk, and simmered it for 15 minutes.
Then I put the fish back in and gave it 2 minutes more.
We had it with oatcakes, grand.`,
    title: 'Cullen Skink',
    servings: 4,
    prep: 0,
    cook: 32,
    rows: ['400 g smoked haddock', '500 ml milk', '25 g butter', '3 unitats potatoes'],
    names: ['onion'],
  },
  {
    // Indian English, curry; title line carries a remark
    text: `Chana Masala (my mother's way)
Serves 4 people.
2 cups chickpeas (boiled)
2 onions, finely chopped
3 tomatoes, pureed
1 tbsp ginger-garlic paste
1 tsp cumin seeds
2 tsp chana masala powder
½ tsp turmeric
3 tbsp oil
Heat oil and crackle the cumin seeds.
Add onions and fry till golden brown, approx 12 minutes.
Add ginger-garlic paste and saute for 1 minute.
Add tomato puree and the powders and cook for 8 minutes till oil separates.
Add chickpeas with one cup water and simmer 15 minutes.
Garnish with coriander leaves and serve hot with rice or roti.`,
    servings: 4,
    prep: 0,
    cook: 36,
    steps: 6,
    rows: [
      '2 tassa chickpeas',
      '2 unitats onions',
      '3 unitats tomatoes',
      '1 cullerada ginger-garlic paste',
      '1 culleradeta cumin seeds',
      '2 culleradeta chana masala powder',
      '0.5 culleradeta turmeric',
      '3 cullerada oil',
    ],
  },
  {
    // US, baking, "makes 10", °F
    text: `Grandma Ruth's Buttermilk Biscuits
Makes 10.
2 cups all-purpose flour
1 tbsp baking powder
1 tsp salt
6 tbsp cold butter
3/4 cup buttermilk
Crank the oven to 450°F. Cut the butter into the flour, baking powder and salt till it looks like coarse crumbs. Stir in the buttermilk, just barely. Pat out, fold over on itself a few times, cut rounds. Bake 12 minutes till tall and golden.`,
    title: "Grandma Ruth's Buttermilk Biscuits",
    servings: 10,
    prep: 0,
    cook: 12,
    steps: 5,
    rows: [
      '2 tassa all-purpose flour',
      '1 cullerada baking powder',
      '1 culleradeta salt',
      '6 cullerada cold butter',
      '0.75 tassa buttermilk',
    ],
  },
  {
    // restaurant prep list, sauce, no time at all; yield is approximate → no servings
    text: `PREP LIST – HOUSE VINAIGRETTE
Yield: 1 l (approx. 40 portions)
250 ml white wine vinegar
750 ml rapeseed oil
2 tbsp Dijon mustard
1 tbsp honey
2 tsp salt
Whisk vinegar, mustard, honey, salt.
Stream in oil, blend.
Label, date, chill. Use within 7 days.`,
    prep: 0,
    cook: 0,
    rows: [
      '250 ml white wine vinegar',
      '750 ml rapeseed oil',
      '2 cullerada dijon mustard',
      '1 cullerada honey',
      '2 culleradeta salt',
    ],
  },
  {
    // Irish, bread, "bread soda", oven at two temperatures
    text: `Brown Soda Bread
One loaf.
Mix 250 g of wholemeal flour, 200 g of plain flour, a teaspoon of bread soda and a teaspoon of salt. Make a well and pour in 400 ml of buttermilk. Bring it together gently, don't knead it to death. Shape a round and cut a deep cross in it. Bake at 220 for 15 minutes, then turn it down to 200 for another 25. It's done when it sounds hollow when you tap the bottom.`,
    title: 'Brown Soda Bread',
    prep: 0,
    cook: 40,
    rows: [
      '250 g wholemeal flour',
      '200 g plain flour',
      '1 culleradeta bread soda',
      '1 culleradeta salt',
      '400 ml buttermilk',
    ],
  },
  {
    // UK school homework, header + evaluation, cooling in the tin = prep
    text: `Food Technology Homework – Year 8
Name: Priya S.

Flapjacks
Makes 16 squares.
Ingredients:
125 g butter
125 g golden syrup
100 g light brown sugar
250 g rolled oats
Method:
1. Preheat the oven to 180°C.
2. Melt the butter, syrup and sugar in a pan over a low heat for 5 minutes.
3. Stir in the oats.
4. Press into a lined tin.
5. Bake for 20 minutes until golden.
6. Leave to cool in the tin for 1 hour before cutting.
Evaluation: my flapjacks were a bit crumbly, next time I will press them down harder.`,
    title: 'Flapjacks',
    servings: 16,
    prep: 60,
    cook: 25,
    steps: 6,
    rows: ['125 g butter', '125 g golden syrup', '100 g light brown sugar', '250 g rolled oats'],
  },
  {
    // forum reply quoting someone, pasta bake, "Meanwhile"
    text: `Quote from Dave_in_Leeds:
> anyone got a no-fuss mac and cheese? need to feed 6 hungry teenagers

Here's mine, feeds 6 easy:
500 g macaroni
50 g butter
50 g plain flour
750 ml milk
300 g mature cheddar, grated
1 tsp English mustard
Boil the macaroni for 8 minutes and drain. Meanwhile melt the butter, stir in the flour and cook for a minute. Whisk in the milk and simmer for 5 minutes till thick. Take off the heat and stir in most of the cheese and the mustard. Mix with the pasta, top with the rest of the cheese and bake at 200°C for 20 minutes.
Hope that helps!`,
    servings: 6,
    prep: 0,
    cook: 34,
    steps: 5,
    rows: [
      '500 g macaroni',
      '50 g butter',
      '50 g plain flour',
      '750 ml milk',
      '1 culleradeta english mustard',
    ],
    names: ['mature cheddar'],
  },
  {
    // telegraphic chef notes, meat + sauce; title line carries the servings
    text: `Steak au poivre – for 2
2 sirloin steaks
1 tbsp crushed black peppercorns
20 g butter
50 ml brandy
150 ml double cream
Steaks: press pepper on, rest out of fridge 30 min.
Hot pan, 6 min total, turning once (medium-rare).
Rest steaks 5 min.
Pan: butter, brandy, flame.
Cream in, reduce 2 min.
Pour over.`,
    servings: 2,
    prep: 35,
    cook: 8,
    steps: 6,
    rows: [
      '2 unitats sirloin steaks',
      '1 cullerada crushed black peppercorns',
      '20 g butter',
      '50 ml brandy',
      '150 ml double cream',
    ],
  },
  {
    // imperative, ingredient sections, fish
    text: `Crispy Fish Tacos
Serves 4
For the fish:
500 g cod fillets
100 g plain flour
200 ml cold beer
1 tsp paprika
For the slaw:
¼ red cabbage, shredded
2 tbsp mayonnaise
juice of 1 lime
To serve:
8 corn tortillas
Make the slaw and leave it in the fridge for 20 minutes.
Whisk the flour, paprika and beer into a batter.
Cut the cod into strips, dip in the batter and fry for 4 minutes until crisp.
Warm the tortillas in a dry pan.
Fill with fish and slaw.`,
    title: 'Crispy Fish Tacos',
    servings: 4,
    prep: 20,
    cook: 4,
    steps: 5,
    rows: [
      '500 g cod fillets',
      '100 g plain flour',
      '200 ml cold beer',
      '1 culleradeta paprika',
      '2 cullerada mayonnaise',
      '8 unitats corn tortillas',
    ],
    names: ['red cabbage', 'lime'],
  },
  {
    // one long paragraph, first person, "meanwhile / then", no title line, "enough for 3 bowls"
    text: "Chicken noodle soup, the way I do it when someone's poorly: I put 2 chicken thighs in a pot with 1.5 litres of water, a carrot, a stick of celery and half an onion and simmer it for 40 minutes, meanwhile I chop another 2 carrots small, then I take the chicken out and shred it, strain the broth, put the chopped carrots in for 10 minutes, then 100 g of egg noodles for 4 minutes, and the chicken back in at the end. Enough for 3 bowls.",
    servings: 3,
    prep: 0,
    cook: 54,
    rows: ['2 unitats chicken thighs', '1.5 l water', '100 g egg noodles'],
    names: ['celery'],
  },
  {
    // OCR'd card, broken lines ("self-raising / flour"), "25 mins", "180C"
    text: `Victoria sponge
serves 8
225g butter, softened
225g caster sugar
4 eggs
225g self-raising
flour
2 tbsp milk
jam and cream to fill
Cream the butter and sugar until pale. Beat
in the eggs one at a time, then fold in the flour
and milk. Divide between two 20cm tins and bake
at 180C for 25 mins. Cool for an hour before filling.`,
    title: 'Victoria sponge',
    servings: 8,
    prep: 60,
    cook: 25,
    steps: 5,
    rows: [
      '225 g butter',
      '225 g caster sugar',
      '4 unitats eggs',
      '225 g self-raising flour',
      '2 cullerada milk',
    ],
  },
  {
    // Indian English drink, ingredients only inside the steps
    text: `Masala Chai
Makes 2 cups.
Boil 1 cup water with 2 crushed cardamom pods, a small piece of ginger and 1 clove for 3 minutes.
Add 2 tsp black tea leaves and boil 1 minute more.
Pour 1 cup milk and 2 tsp sugar and bring to boil again, about 2 minutes.
Strain into cups and serve piping hot.`,
    title: 'Masala Chai',
    servings: 2,
    prep: 0,
    cook: 6,
    steps: 4,
    rows: ['1 tassa water', '2 culleradeta black tea leaves', '1 tassa milk', '2 culleradeta sugar'],
    names: ['ginger'],
  },
  {
    // US grandfather, past tense, pounds (never a row), "three and a half hours"
    text: `Pop's Sunday Pot Roast
I browned a 3 lb chuck roast in 2 tbsp of oil, about 10 minutes all over.
I took it out and threw in 2 onions, 4 carrots and a couple of celery sticks.
I poured in 2 cups of beef broth and a splash of Worcestershire.
I put the roast back, covered it and let it go in a 325°F oven for three and a half hours.
Fed the whole family with leftovers for Monday.`,
    title: "Pop's Sunday Pot Roast",
    prep: 0,
    cook: 220,
    rows: ['2 cullerada oil', '2 unitats onions', '4 unitats carrots', '2 tassa beef broth'],
    names: ['chuck roast'],
  },
  {
    // starter, "a good hour" of marinating = prep
    text: `Tomato bruschetta
Serves 6 as a starter.
6 ripe tomatoes
1 garlic clove
2 tbsp extra virgin olive oil
a handful of basil
1 baguette
Dice the tomatoes, toss with the oil, salt and torn basil, and leave them to marinate for a good hour.
Slice the baguette and toast the slices under the grill for 3 minutes.
Rub each toast with the cut garlic.
Spoon the tomatoes on top and serve straight away.`,
    title: 'Tomato bruschetta',
    servings: 6,
    prep: 60,
    cook: 3,
    steps: 4,
    rows: ['6 unitats ripe tomatoes', '2 cullerada extra virgin olive oil', '1 unitats baguette'],
    names: ['basil', 'garlic'],
  },
];
