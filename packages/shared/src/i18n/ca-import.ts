/**
 * Importing and exporting recipes (docs/product.md#import, #export): the import screens, the credit
 * on the recipe page, and the server's refusals. Only those screens' chunks and the server use them
 * (docs/decisions/0009-server-only-strings.md).
 */
export const caImport = {
  /** 'Adaptat de {site}' under an imported recipe's title, linking to its page. */
  adaptedFrom: 'Adaptat de {site}',
  warnings: {
    noImage: 'La pàgina no té cap foto de la recepta: afegeix-ne una.',
    imageRefused: 'La foto de la pàgina no s’ha pogut fer servir ({reason}): afegeix-ne una.',
    noCategory: 'No s’ha reconegut la categoria: tria’n una.',
    noCuisine: 'No s’ha reconegut la cuina: tria’n una.',
    noSteps: 'La recepta no porta passos: escriu-los.',
    noIngredients: 'La recepta no porta ingredients: escriu-los.',
    noServings: 'No diu per a quantes racions és: revisa-ho.',
    noTimes: 'No diu quant de temps cal: revisa els temps.',
    trimmed: 'S’ha escurçat {field} perquè passava del límit.',
    tooManySteps: 'Només s’han agafat els primers {max} passos.',
    tooManyIngredients: 'Només s’han agafat els primers {max} ingredients.',
    unreadIngredient: 'No s’ha entès la quantitat de «{line}»: revisa-la.',
    severalRecipes: 'La pàgina té {n} receptes: s’ha agafat la primera, «{title}».',
  },
  errors: {
    urlRequired: 'Enganxa l’adreça de la pàgina de la recepta.',
    urlTooLong: 'L’adreça és massa llarga (màxim {max} caràcters).',
    sourceUrl: 'L’adreça de l’origen ha de començar per http:// o https://.',
    importNotFound: 'Aquesta importació no existeix o ja ha caducat.',
    idsRequired: 'Tria almenys una recepta per importar.',
    tooManyRecipes: 'Com a màxim es poden importar {max} receptes d’un cop.',
  },
  /** POST /import/photo: a photo of a recipe card, read with OCR (docs/product.md#from-a-photo). */
  photo: {
    readFromPhoto: 'Text llegit d’una foto: revisa-ho tot abans de publicar.',
    noDishPhoto: 'La foto era de la fitxa, no del plat: afegeix-ne una del plat acabat.',
    noDescription: 'La fitxa no porta cap descripció: escriu-ne una.',
    explanationTrimmed: 'El text llegit passava de {max} caràcters: s’ha escurçat l’explicació.',
    unsupportedType: 'Format no admès. Envia una foto JPEG, PNG, WebP o AVIF.',
    heic: 'Les fotos HEIC no es poden llegir: envia-la en JPEG (a l’iPhone, Configuració > Càmera > Formats > Més compatible).',
    tooLarge: 'La foto és massa gran: el màxim és de {max} MB.',
    tooManyPixels: 'La foto té massa píxels: el màxim és de {max} megapíxels.',
    unreadable: 'No s’ha pogut obrir la foto: el fitxer està malmès o incomplet.',
    noText: 'No s’ha pogut llegir cap text a la foto.',
    noRecipe:
      'S’ha llegit text a la foto, però no s’hi troben ingredients i passos: fes-ne una altra de més a prop i ben il·luminada.',
    ocrMissing:
      'La lectura de fotos no està disponible en aquest servidor: cal instal·lar-hi tesseract-ocr, tesseract-ocr-cat, tesseract-ocr-spa i tesseract-ocr-eng.',
    ocrBusy: 'Ara mateix s’estan llegint massa fotos: torna-ho a provar d’aquí a un moment.',
    ocrFailed: 'No s’ha pogut llegir la foto: torna-ho a provar amb una altra.',
    autofillFailed:
      'S’ha llegit la foto, però l’assistent no ha pogut fer-ne la recepta: torna-ho a provar d’aquí a una estona.',
  },
} as const;
