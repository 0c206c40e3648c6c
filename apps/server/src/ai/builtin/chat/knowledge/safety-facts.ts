import {
  entry,
  FSIS_LEFTOVERS,
  FSIS_STORAGE,
  FSIS_TEMPERATURES,
  FSIS_THAWING,
  type KnowledgeEntry,
} from './knowledge-entry.ts';

/** Thawing, leftovers and safe internal temperatures (USDA FSIS). */
export const SAFETY_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'safety-thawing',
    'safety',
    FSIS_THAWING,
    {
      ca: 'com descongelo la carn | descongelar pollastre gall dindi de forma segura | es pot descongelar a fora de la nevera | descongelar peix',
      es: 'cómo descongelo la carne | descongelar pollo pavo de forma segura | se puede descongelar fuera de la nevera | descongelar pescado',
      en: 'how to thaw meat safely | defrost a turkey chicken | can I thaw on the counter | defrost fish',
    },
    {
      ca: 'Descongela a la nevera (unes 24 hores per cada 2 kg; un gall dindi gran, 3-4 dies), o dins d’una bossa tancada en aigua freda que canvies cada 30 minuts, o al microones i cuinant-ho tot seguit. Mai a temperatura ambient: la superfície passa hores entre 4 i 60 °C.',
      es: 'Descongela en la nevera (unas 24 horas por cada 2 kg; un pavo grande, 3-4 días), o dentro de una bolsa cerrada en agua fría que cambias cada 30 minutos, o en el microondas y cocinándolo enseguida. Nunca a temperatura ambiente: la superficie pasa horas entre 4 y 60 °C.',
      en: 'Thaw in the fridge (about 24 hours per 2 kg/4-5 lb; a large turkey takes 3-4 days), or sealed in a bag in cold water changed every 30 minutes, or in the microwave and cooked right away. Never on the counter: the surface sits for hours between 4 and 60 °C (40-140 °F).',
    },
  ),
  entry(
    'safety-refreezing',
    'safety',
    FSIS_THAWING,
    {
      ca: 'es pot tornar a congelar la carn descongelada | recongelar peix | tornar a congelar menjar descongelat',
      es: 'se puede volver a congelar la carne descongelada | recongelar pescado | volver a congelar comida descongelada',
      en: 'can I refreeze thawed meat | refreeze fish | refreezing defrosted food',
    },
    {
      ca: 'Si s’ha descongelat a la nevera, es pot tornar a congelar sense cuinar (perd una mica de textura). Si s’ha descongelat en aigua freda o al microones, cuina-ho primer; cuinat, ja es pot congelar.',
      es: 'Si se ha descongelado en la nevera, se puede volver a congelar sin cocinar (pierde algo de textura). Si se ha descongelado en agua fría o en el microondas, cocínalo primero; cocinado, ya se puede congelar.',
      en: 'Food thawed in the fridge can be refrozen uncooked (with some loss of texture). Food thawed in cold water or the microwave must be cooked first; once cooked, it can be frozen.',
    },
  ),
  entry(
    'safety-leftovers',
    'safety',
    FSIS_LEFTOVERS,
    {
      ca: 'es pot escalfar el menjar dues vegades | com escalfo les sobres | quant temps pot estar el menjar fora de la nevera | deixar el menjar a fora tota la nit',
      es: 'se puede recalentar la comida dos veces | cómo recaliento las sobras | cuánto tiempo puede estar la comida fuera de la nevera | dejar la comida fuera toda la noche',
      en: 'can you reheat food twice | how to reheat leftovers safely | how long can food sit out | food left out overnight',
    },
    {
      ca: 'El menjar cuinat no pot estar més de 2 hores fora de la nevera (1 hora si fa més de 32 °C); el que ha passat la nit a fora s’ha de llençar. Escalfa les sobres fins a 74 °C (que bullin o facin fum) i, millor, només la porció que et menjaràs.',
      es: 'La comida cocinada no puede estar más de 2 horas fuera de la nevera (1 hora si hace más de 32 °C); lo que ha pasado la noche fuera se tira. Recalienta las sobras hasta 74 °C (que hiervan o humeen) y, mejor, solo la ración que te vas a comer.',
      en: 'Cooked food should not sit out more than 2 hours (1 hour above 32 °C/90 °F); anything left out overnight should be thrown away. Reheat leftovers to 74 °C/165 °F (boiling or steaming) and, ideally, only the portion you will eat.',
    },
  ),
  entry(
    'safety-rice',
    'safety',
    FSIS_LEFTOVERS,
    {
      ca: 'es pot tornar a escalfar l’arròs | arròs cuit fora de la nevera tota la nit | arròs recalentat és perillós',
      es: 'es seguro recalentar el arroz | arroz cocido fuera de la nevera toda la noche | arroz recalentado peligroso',
      en: 'is it safe to reheat rice | cooked rice left out overnight | reheated rice dangerous',
    },
    {
      ca: 'Sí, si l’has refredat de pressa i guardat a la nevera abans d’1-2 hores: escalfa’l fins que faci fum, una sola vegada. L’arròs que ha passat la nit a temperatura ambient s’ha de llençar: el Bacillus cereus fa toxines que la calor no destrueix.',
      es: 'Sí, si lo has enfriado rápido y guardado en la nevera antes de 1-2 horas: recaliéntalo hasta que humee, una sola vez. El arroz que ha pasado la noche a temperatura ambiente se tira: el Bacillus cereus produce toxinas que el calor no destruye.',
      en: 'Yes, if it was cooled quickly and refrigerated within 1-2 hours: reheat it until steaming, once. Rice left out overnight at room temperature should be thrown away: Bacillus cereus makes toxins that reheating does not destroy.',
    },
  ),
  entry(
    'safety-poultry-temperature',
    'safety',
    FSIS_TEMPERATURES,
    {
      ca: 'a quina temperatura interior està fet el pollastre | temperatura segura gall dindi | pollastre cru per dins',
      es: 'a qué temperatura interior está hecho el pollo | temperatura segura del pavo | pollo crudo por dentro',
      en: 'safe internal temperature for chicken | turkey internal temperature | is my chicken done inside',
    },
    {
      ca: 'Pollastre, gall dindi i ànec: 74 °C (165 °F) a la part més gruixuda, sense tocar l’os. Sense termòmetre: el suc ha de sortir transparent i la carn no ha de ser rosada a prop de l’os.',
      es: 'Pollo, pavo y pato: 74 °C (165 °F) en la parte más gruesa, sin tocar el hueso. Sin termómetro: el jugo debe salir transparente y la carne no debe estar rosada junto al hueso.',
      en: 'Chicken, turkey and duck: 74 °C (165 °F) in the thickest part, not touching the bone. Without a thermometer: the juices run clear and the meat is not pink near the bone.',
    },
  ),
  entry(
    'safety-meat-temperature',
    'safety',
    FSIS_TEMPERATURES,
    {
      ca: 'a quina temperatura interior està fet el porc | temperatura interior de la carn picada | temperatura segura vedella xai',
      es: 'a qué temperatura interior está hecho el cerdo | temperatura interior carne picada | temperatura segura ternera cordero',
      en: 'safe internal temperature for pork | ground beef internal temperature | safe temperature beef lamb',
    },
    {
      ca: 'Porc, vedella, xai i vedell en peces (bistecs, costelles, rostits): 63 °C (145 °F) i 3 minuts de repòs. Carn picada (hamburgueses, mandonguilles): 71 °C (160 °F). Sobres i plats al forn: 74 °C.',
      es: 'Cerdo, ternera, cordero en piezas (filetes, chuletas, asados): 63 °C (145 °F) y 3 minutos de reposo. Carne picada (hamburguesas, albóndigas): 71 °C (160 °F). Sobras y platos al horno: 74 °C.',
      en: 'Whole cuts of pork, beef, veal and lamb (steaks, chops, roasts): 63 °C (145 °F) plus a 3-minute rest. Ground meat (burgers, meatballs): 71 °C (160 °F). Leftovers and casseroles: 74 °C (165 °F).',
    },
  ),
  entry(
    'safety-fish-doneness',
    'safety',
    FSIS_TEMPERATURES,
    {
      ca: 'com sé si el peix està fet | temperatura interior del peix | salmó fet per dins',
      es: 'cómo sé si el pescado está hecho | temperatura interior del pescado | salmón hecho por dentro',
      en: 'how do I know fish is cooked | internal temperature of fish | is my salmon done',
    },
    {
      ca: 'El peix està fet a 63 °C (145 °F): la carn passa de translúcida a opaca i se separa en làmines amb una forquilla. El salmó es pot deixar a 50-52 °C si el peix és apte per menjar-lo poc fet.',
      es: 'El pescado está hecho a 63 °C (145 °F): la carne pasa de translúcida a opaca y se separa en láminas con un tenedor. El salmón puede quedarse en 50-52 °C si el pescado es apto para comerlo poco hecho.',
      en: 'Fish is done at 63 °C (145 °F): the flesh turns from translucent to opaque and flakes apart with a fork. Salmon can be left at 50-52 °C if the fish is sold as fit to eat lightly cooked.',
    },
  ),
  entry(
    'safety-washing-chicken',
    'safety',
    FSIS_STORAGE,
    {
      ca: 'cal rentar el pollastre abans de cuinar-lo | rentar la carn crua',
      es: 'hay que lavar el pollo antes de cocinarlo | lavar la carne cruda',
      en: 'should I wash raw chicken | washing raw meat before cooking',
    },
    {
      ca: 'No: rentar el pollastre o la carn crua esquitxa bacteris per la pica i el marbre. Asseca’l amb paper de cuina si cal; la cocció fins a 74 °C ja els elimina.',
      es: 'No: lavar el pollo o la carne cruda salpica bacterias por el fregadero y la encimera. Sécalo con papel de cocina si hace falta; la cocción hasta 74 °C ya las elimina.',
      en: 'No: washing raw chicken or meat splashes bacteria around the sink and counter. Pat it dry with kitchen paper if needed; cooking to 74 °C/165 °F kills them.',
    },
  ),
];
