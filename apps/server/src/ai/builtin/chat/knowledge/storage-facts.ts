import { entry, FSIS_LEFTOVERS, FSIS_STORAGE, type KnowledgeEntry } from './knowledge-entry.ts';

/** How long foods keep in the fridge, the freezer and the pantry (USDA FSIS / FoodKeeper figures). */
export const STORAGE_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'storage-cooked-poultry',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant temps es conserva el pollastre cuit a la nevera | pollastre rostit sobrant quants dies dura | congelar pollastre cuit',
      es: 'cuánto dura el pollo cocinado en la nevera | pollo asado sobrante cuántos días se conserva | congelar pollo cocido',
      en: 'how long does cooked chicken keep in the fridge | leftover roast chicken how many days | freeze cooked chicken',
    },
    {
      ca: 'Pollastre (o gall dindi) cuit: 3-4 dies a la nevera (a 4 °C o menys) i 2-6 mesos al congelador. Posa’l a la nevera abans de 2 hores de cuinar-lo.',
      es: 'Pollo (o pavo) cocinado: 3-4 días en la nevera (a 4 °C o menos) y 2-6 meses en el congelador. Guárdalo en la nevera antes de 2 horas de cocinarlo.',
      en: 'Cooked chicken (or turkey): 3-4 days in the fridge (at 4 °C/40 °F or below) and 2-6 months in the freezer. Refrigerate it within 2 hours of cooking.',
    },
  ),
  entry(
    'storage-raw-poultry',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el pollastre cru a la nevera | pit de pollastre cru quants dies | congelar pollastre cru quant temps',
      es: 'cuánto dura el pollo crudo en la nevera | pechuga de pollo cruda cuántos días | pollo crudo congelado cuánto tiempo',
      en: 'how long does raw chicken last in the fridge | raw chicken breast days | raw chicken in the freezer how long',
    },
    {
      ca: 'Pollastre cru: 1-2 dies a la nevera; al congelador, 9 mesos a trossos i fins a 1 any sencer.',
      es: 'Pollo crudo: 1-2 días en la nevera; en el congelador, 9 meses en piezas y hasta 1 año entero.',
      en: 'Raw chicken: 1-2 days in the fridge; in the freezer, 9 months in pieces and up to 1 year whole.',
    },
  ),
  entry(
    'storage-ground-meat',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la carn picada a la nevera | carn picada congelada quant temps | hamburgueses crues quants dies',
      es: 'cuánto dura la carne picada en la nevera | carne picada congelada cuánto tiempo | hamburguesas crudas cuántos días',
      en: 'how long does ground beef keep in the fridge | minced meat in the freezer how long | raw burgers how many days',
    },
    {
      ca: 'Carn picada crua: 1-2 dies a la nevera i 3-4 mesos al congelador. Cuita, 3-4 dies a la nevera.',
      es: 'Carne picada cruda: 1-2 días en la nevera y 3-4 meses en el congelador. Cocinada, 3-4 días en la nevera.',
      en: 'Raw ground (minced) meat: 1-2 days in the fridge and 3-4 months in the freezer. Cooked, 3-4 days in the fridge.',
    },
  ),
  entry(
    'storage-raw-meat',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la carn crua a la nevera | bistecs llom costelles de porc quants dies | congelar vedella xai porc quant temps',
      es: 'cuánto dura la carne cruda en la nevera | filetes chuletas de cerdo cuántos días | congelar ternera cordero cerdo cuánto tiempo',
      en: 'how long do raw steaks keep in the fridge | pork chops lamb roast days | freeze beef pork lamb how long',
    },
    {
      ca: 'Carn crua en peces (bistecs, costelles, rostits de vedella, porc o xai): 3-5 dies a la nevera; al congelador, 4-12 mesos (costelles 4-6, bistecs 6-12).',
      es: 'Carne cruda en piezas (filetes, chuletas, asados de ternera, cerdo o cordero): 3-5 días en la nevera; en el congelador, 4-12 meses (chuletas 4-6, filetes 6-12).',
      en: 'Raw whole cuts (steaks, chops, roasts of beef, pork or lamb): 3-5 days in the fridge; in the freezer, 4-12 months (chops 4-6, steaks 6-12).',
    },
  ),
  entry(
    'storage-fish',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el peix fresc a la nevera | peix cuit quants dies | congelar peix quant temps | salmó lluç nevera',
      es: 'cuánto dura el pescado fresco en la nevera | pescado cocinado cuántos días | congelar pescado cuánto tiempo | salmón merluza nevera',
      en: 'how long does fresh fish keep in the fridge | cooked fish how many days | freeze fish how long | salmon fridge',
    },
    {
      ca: 'Peix fresc: 1-2 dies a la nevera; al congelador, 6-8 mesos el blanc (lluç) i 2-3 mesos el blau (salmó). Peix cuit: 3-4 dies a la nevera.',
      es: 'Pescado fresco: 1-2 días en la nevera; en el congelador, 6-8 meses el blanco (merluza) y 2-3 meses el azul (salmón). Pescado cocinado: 3-4 días en la nevera.',
      en: 'Fresh fish: 1-2 days in the fridge; in the freezer, 6-8 months for lean fish (cod, hake) and 2-3 months for oily fish (salmon). Cooked fish: 3-4 days in the fridge.',
    },
  ),
  entry(
    'storage-cooked-rice-pasta',
    'storage',
    FSIS_LEFTOVERS,
    {
      ca: 'quant dura l’arròs cuit a la nevera | pasta cuita quants dies es conserva | congelar arròs cuit',
      es: 'cuánto dura el arroz cocido en la nevera | pasta cocida cuántos días se conserva | congelar arroz cocido',
      en: 'how long does cooked rice last in the fridge | cooked pasta how many days | freeze cooked rice',
    },
    {
      ca: 'Arròs o pasta cuits: 3-4 dies a la nevera, refredats de pressa i guardats abans d’1-2 hores (l’arròs pot dur Bacillus cereus); al congelador, 1-2 mesos. Escalfa’ls fins que facin fum (74 °C).',
      es: 'Arroz o pasta cocidos: 3-4 días en la nevera, enfriados rápido y guardados antes de 1-2 horas (el arroz puede llevar Bacillus cereus); en el congelador, 1-2 meses. Recaliéntalos hasta que humeen (74 °C).',
      en: 'Cooked rice or pasta: 3-4 days in the fridge, cooled quickly and refrigerated within 1-2 hours (rice can carry Bacillus cereus); 1-2 months in the freezer. Reheat until steaming hot (74 °C/165 °F).',
    },
  ),
  entry(
    'storage-leftovers',
    'storage',
    FSIS_LEFTOVERS,
    {
      ca: 'quant duren les sobres a la nevera | menjar cuinat quants dies es pot guardar | restes de guisat sopa quant temps | quant es conserva la truita la lasanya els canelons les croquetes la pizza',
      es: 'cuánto duran las sobras en la nevera | comida cocinada cuántos días se puede guardar | restos de guiso sopa cuánto tiempo | cuánto se conserva la tortilla la lasaña los canelones las croquetas la pizza',
      en: 'how long are leftovers good in the fridge | cooked food how many days | leftover stew soup how long | how long does lasagna pizza omelette casserole keep',
    },
    {
      ca: 'Sobres cuinades (guisats, sopes, plats cuits): 3-4 dies a la nevera i 2-3 mesos al congelador. Guarda-les abans de 2 hores (1 hora si fa més de 32 °C) i escalfa-les fins a 74 °C.',
      es: 'Sobras cocinadas (guisos, sopas, platos cocinados): 3-4 días en la nevera y 2-3 meses en el congelador. Guárdalas antes de 2 horas (1 hora si hace más de 32 °C) y recaliéntalas hasta 74 °C.',
      en: 'Cooked leftovers (stews, soups, cooked dishes): 3-4 days in the fridge and 2-3 months in the freezer. Refrigerate within 2 hours (1 hour above 32 °C/90 °F) and reheat to 74 °C/165 °F.',
    },
  ),
  entry(
    'storage-eggs',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant duren els ous a la nevera | ous durs quants dies | es poden congelar els ous | congelar clares rovells',
      es: 'cuánto duran los huevos en la nevera | huevos duros cuántos días | se pueden congelar los huevos | congelar claras yemas',
      en: 'how long do eggs last in the fridge | hard boiled eggs how many days | can you freeze eggs | freeze egg whites yolks',
    },
    {
      ca: 'Ous crus amb closca: 3-5 setmanes a la nevera. Ous durs: 1 setmana. No congelis ous amb closca; batuts, o clares i rovells separats (amb un pessic de sal o sucre), aguanten fins a 12 mesos congelats.',
      es: 'Huevos crudos con cáscara: 3-5 semanas en la nevera. Huevos duros: 1 semana. No congeles huevos con cáscara; batidos, o claras y yemas separadas (con una pizca de sal o azúcar), aguantan hasta 12 meses congelados.',
      en: 'Raw eggs in the shell: 3-5 weeks in the fridge. Hard-boiled eggs: 1 week. Do not freeze eggs in the shell; beaten, or whites and yolks apart (yolks with a pinch of salt or sugar), they keep up to 12 months frozen.',
    },
  ),
  entry(
    'storage-dairy',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'es pot congelar la nata | quant dura la llet oberta | congelar llet | nata oberta quants dies | mantega quant dura',
      es: 'se puede congelar la nata | cuánto dura la leche abierta | congelar leche | nata abierta cuántos días | mantequilla cuánto dura',
      en: 'can you freeze cream | how long does opened milk last | freeze milk | opened cream how many days | butter how long',
    },
    {
      ca: 'Llet oberta: 7 dies a la nevera; es pot congelar 3 mesos (es separa una mica: remena-la). Nata oberta: 5-7 dies; congelada fins a 4 mesos, serveix per cuinar però ja no es munta bé. Mantega: 1-3 mesos a la nevera, 6-9 al congelador.',
      es: 'Leche abierta: 7 días en la nevera; se puede congelar 3 meses (se separa un poco: remuévela). Nata abierta: 5-7 días; congelada hasta 4 meses, sirve para cocinar pero ya no se monta bien. Mantequilla: 1-3 meses en la nevera, 6-9 en el congelador.',
      en: 'Opened milk: 7 days in the fridge; it freezes for 3 months (it separates a little: stir it). Opened cream: 5-7 days; frozen up to 4 months, fine for cooking but it no longer whips well. Butter: 1-3 months in the fridge, 6-9 in the freezer.',
    },
  ),
  entry(
    'storage-cheese',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el formatge obert a la nevera | es pot congelar el formatge | formatge tendre curat quants dies',
      es: 'cuánto dura el queso abierto en la nevera | se puede congelar el queso | queso fresco curado cuántos días',
      en: 'how long does opened cheese last | can you freeze cheese | hard soft cheese fridge days',
    },
    {
      ca: 'Formatge curat obert: 3-4 setmanes a la nevera, ben embolicat; congelat, 6 mesos (millor ratllat, per cuinar). Formatge tendre o fresc: 1 setmana un cop obert.',
      es: 'Queso curado abierto: 3-4 semanas en la nevera, bien envuelto; congelado, 6 meses (mejor rallado, para cocinar). Queso tierno o fresco: 1 semana una vez abierto.',
      en: 'Opened hard cheese: 3-4 weeks in the fridge, well wrapped; frozen, 6 months (best grated, for cooking). Soft or fresh cheese: 1 week once opened.',
    },
  ),
  entry(
    'storage-bread',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el pa | congelar pa quant temps | on guardo el pa perquè no s’assequi',
      es: 'cuánto dura el pan | pan congelado cuánto tiempo | dónde guardo el pan para que no se seque',
      en: 'how long does bread last | freeze bread how long | where to store bread so it does not go stale',
    },
    {
      ca: 'Pa: 2-4 dies a temperatura ambient en una bossa de roba o de paper; a la nevera s’endureix abans. Al congelador, ben tancat, 3 mesos; tallat a llesques, el pots torrar directament.',
      es: 'Pan: 2-4 días a temperatura ambiente en una bolsa de tela o de papel; en la nevera se endurece antes. En el congelador, bien cerrado, 3 meses; cortado en rebanadas, lo puedes tostar directamente.',
      en: 'Bread: 2-4 days at room temperature in a cloth or paper bag; the fridge makes it stale faster. In the freezer, well sealed, 3 months; sliced, you can toast it straight from frozen.',
    },
  ),
  entry(
    'storage-opened-sauces',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura un pot de tomàquet obert | salsa de tomàquet oberta nevera | maionesa oberta quant dura | pot obert de conserva',
      es: 'cuánto dura un bote de tomate abierto | salsa de tomate abierta nevera | mayonesa abierta cuánto dura | lata abierta de conserva',
      en: 'how long does an opened jar of pasta sauce last | opened tomato sauce fridge | opened mayonnaise how long | opened can',
    },
    {
      ca: 'Salsa o tomàquet de pot obert: 5-7 dies a la nevera, passat a un recipient tapat (no a la llauna). Maionesa comercial oberta: 2 mesos a la nevera; la casolana, 1-2 dies.',
      es: 'Salsa o tomate de bote abierto: 5-7 días en la nevera, pasado a un recipiente tapado (no en la lata). Mayonesa comercial abierta: 2 meses en la nevera; la casera, 1-2 días.',
      en: 'Opened jarred or canned tomato sauce: 5-7 days in the fridge, moved to a covered container (not the open can). Opened commercial mayonnaise: 2 months in the fridge; homemade, 1-2 days.',
    },
  ),
  entry(
    'storage-cooked-legumes',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant duren els cigrons cuits a la nevera | llenties cuites quants dies | congelar llegums cuits | pot de cigrons obert',
      es: 'cuánto duran los garbanzos cocidos en la nevera | lentejas cocidas cuántos días | congelar legumbres cocidas',
      en: 'how long do cooked beans keep in the fridge | cooked lentils chickpeas days | freeze cooked beans',
    },
    {
      ca: 'Llegums cuits (cigrons, llenties, mongetes), casolans o de pot obert: 3-5 dies a la nevera, tapats; al congelador, 6 mesos amb una mica del seu líquid.',
      es: 'Legumbres cocidas (garbanzos, lentejas, alubias), caseras o de bote abierto: 3-5 días en la nevera, tapadas; en el congelador, 6 meses con un poco de su líquido.',
      en: 'Cooked beans, lentils or chickpeas, homemade or from an opened can: 3-5 days in the fridge, covered; 6 months in the freezer with a little of their liquid.',
    },
  ),
  entry(
    'storage-vegetables-fruit',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant duren les verdures a la nevera | on guardo les patates i les cebes | es poden congelar les verdures | fruita nevera o fora',
      es: 'cuánto duran las verduras en la nevera | dónde guardo las patatas y las cebollas | se pueden congelar las verduras | fruta nevera o fuera',
      en: 'how long do vegetables last in the fridge | where to store potatoes and onions | can you freeze vegetables | fruit in the fridge or not',
    },
    {
      ca: 'Verdura de fulla: 3-7 dies a la nevera; pastanagues i cols, 2-3 setmanes. Patates i cebes, fora de la nevera en un lloc fosc i fresc (1-2 mesos), i separades. Per congelar verdures, escalda-les abans 1-3 minuts. Els tomàquets i els plàtans maduren millor fora de la nevera.',
      es: 'Verdura de hoja: 3-7 días en la nevera; zanahorias y coles, 2-3 semanas. Patatas y cebollas, fuera de la nevera en un lugar oscuro y fresco (1-2 meses), y separadas. Para congelar verduras, escáldalas antes 1-3 minutos. Los tomates y los plátanos maduran mejor fuera de la nevera.',
      en: 'Leafy greens: 3-7 days in the fridge; carrots and cabbage, 2-3 weeks. Potatoes and onions out of the fridge in a cool dark place (1-2 months), kept apart. To freeze vegetables, blanch them first for 1-3 minutes. Tomatoes and bananas ripen better out of the fridge.',
    },
  ),
  entry(
    'storage-cold-cuts',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el pernil dolç obert | embotit obert nevera quants dies | fuet pernil salat conservació',
      es: 'cuánto dura el jamón de york abierto | embutido abierto nevera cuántos días | jamón serrano conservación',
      en: 'how long do opened deli meats last | sliced ham in the fridge how many days | cured ham storage',
    },
    {
      ca: 'Pernil dolç o embotit cuit obert: 3-5 dies a la nevera. Embotit curat (fuet, pernil salat) sencer, setmanes en un lloc fresc; tallat, 1-2 setmanes a la nevera, ben tapat.',
      es: 'Jamón de york o fiambre cocido abierto: 3-5 días en la nevera. Embutido curado (fuet, jamón serrano) entero, semanas en un lugar fresco; loncheado, 1-2 semanas en la nevera, bien tapado.',
      en: 'Opened cooked ham or deli meats: 3-5 days in the fridge. Whole cured sausage or ham keeps weeks in a cool place; sliced, 1-2 weeks in the fridge, well covered.',
    },
  ),
];
