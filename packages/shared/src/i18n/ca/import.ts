/**
 * Importing and exporting recipes (docs/product.md#import, #export): the import screens, the credit
 * on the recipe page, and the server's refusals. Only those screens' chunks and the server use them
 * (docs/decisions/0009-server-only-strings.md).
 */
export const caImport = {
  /** 'Adaptat de {site}' under an imported recipe's title, linking to its page. */
  adaptedFrom: 'Adaptat de {site}',
  /** The web's screens: /importar, its hand-off to /agregar, and the export and cookbook downloads. */
  screen: {
    title: 'Importar una recepta',
    intro: 'Porta receptes d’una pàgina web, d’una foto o d’una altra app.',
    reviewFirst: 'La recepta s’obrirà al formulari perquè la revisis i la publiquis quan vulguis.',
    ways: 'Com vols importar-la',
    fromUrl: 'Des d’una pàgina web',
    fromPhoto: 'Des d’una foto',
    fromFile: 'Des d’una altra app',
    urlLabel: 'Adreça de la pàgina',
    urlPlaceholder: 'https://…',
    urlHint: 'Enganxa l’enllaç d’una recepta: la majoria de webs de cuina porten les dades que cal llegir.',
    urlScheme: 'L’adreça ha de començar per http:// o https://.',
    importButton: 'Importar',
    readingPage: 'Llegint la pàgina…',
    importFailed: 'No s’ha pogut importar la recepta.',
    photoLabel: 'Foto de la recepta',
    photoPlaceholder: 'Tria una foto',
    photoHint:
      'Una fitxa, un llibre o una recepta escrita a mà: ben enfocada, amb bona llum i el text sencer.',
    takePhoto: 'Fer una foto',
    photoNotImage: 'Tria una imatge (JPEG, PNG, WebP…).',
    photoTooLarge: 'La foto és massa gran (màxim {max} MB).',
    uploadingPhoto: 'Pujant la foto…',
    readingPhoto: 'Llegint el text de la foto… pot trigar uns segons.',
    fileLabel: 'Fitxer exportat',
    filePlaceholder: 'Tria un fitxer .paprikarecipes, .zip o .json',
    fileHint: 'Receptari llegeix les exportacions de:',
    apps: [
      'Paprika (.paprikarecipes)',
      'Mealie (.zip)',
      'Tandoor (.zip)',
      'RecipeSage (.json)',
      'qualsevol fitxer JSON-LD amb receptes de schema.org (.json)',
      'Receptari mateix (.zip de «Exportar les meves receptes»)',
    ],
    fileWrongType: 'Tria un fitxer .paprikarecipes, .zip o .json.',
    fileTooLarge: 'El fitxer és massa gros (màxim {max} MB).',
    readingFile: 'Llegint el fitxer…',
    cancel: 'Cancel·lar',
    previewTitle: 'Receptes del fitxer',
    previewFound: '{n} receptes trobades. Tria les que vols importar.',
    previewEmpty: 'El fitxer no porta cap recepta que es pugui importar.',
    selectAll: 'Totes',
    selectNone: 'Cap',
    selection: '{n} de {total} seleccionades',
    warningsCount: '{n} avisos',
    importSelected: '{n, plural, one {Importar 1 recepta} other {Importar {n} receptes}}',
    /** The commit goes in batches (docs/product.md#from-another-app): {done} counts those answered. */
    committing: 'Important… {done} de {total}',
    committingLabel: 'Progrés de la importació',
    cancelling: 'S’aturarà quan acabin les que s’estan important…',
    cancelled: 'Has aturat la importació.',
    remaining:
      '{n, plural, one {La que falta continua triada a la llista: importa-la quan vulguis.} other {Les {n} que falten continuen triades a la llista: importa-les quan vulguis.}}',
    chooseAnother: 'Triar un altre fitxer',
    resultTitle: 'Importació acabada',
    created:
      '{n, plural, =0 {No s’ha importat cap recepta.} one {S’ha importat 1 recepta.} other {S’han importat {n} receptes.}}',
    failedTitle: 'No s’han pogut importar:',
    seeProfile: 'Veure-les al meu perfil',
    importMore: 'Importar-ne més',
    moreCreated: 'i {n} més al teu perfil',
  },
  /** /agregar with an imported draft (docs/product.md#import). */
  form: {
    importLink: 'Importar una recepta',
    imported: 'Recepta importada: revisa-la abans de publicar-la.',
    importedFrom: 'Recepta importada de {site}: revisa-la abans de publicar-la.',
    closeWarnings: 'Tancar els avisos',
    replaceTitle: 'Substituir l’esborrany?',
    replaceText:
      'Tens una recepta a mitges al formulari. Si la substitueixes per la importada, perdràs el que hi havies escrit.',
    replace: 'Substituir-la',
    keep: 'Mantenir la meva',
    kept: 'S’ha mantingut el teu esborrany; la recepta importada no s’ha fet servir.',
  },
  /** /perfil: the export of one's recipes and a folder as a cookbook. */
  downloads: {
    importRecipes: 'Importar receptes',
    exportRecipes: 'Exportar les meves receptes',
    exportDone: 'Receptes exportades.',
    exportFailed: 'No s’han pogut exportar les receptes.',
    folderPdf: 'Descarregar en PDF',
    folderPdfDone: 'Carpeta descarregada en PDF.',
    folderPdfFailed: 'No s’ha pogut descarregar la carpeta en PDF.',
  },
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
  /** The export zip and the cookbook PDF of a folder (docs/product.md#export). */
  export: {
    emptyFolder: 'La carpeta és buida.',
    folderTooBig: 'La carpeta té {n} receptes i un PDF en pot tenir com a màxim {max}.',
    /** The cookbook's cover, under the folder's name. */
    cookbookRecipes: '{n, plural, one {1 recepta} other {{n} receptes}}',
    contents: 'Índex',
  },
  /** POST /import/file and its commit: another app's export file (docs/product.md#from-another-app). */
  files: {
    errors: {
      missingFile: 'Tria el fitxer d’exportació que vols importar (camp "file").',
      emptyFile: 'El fitxer és buit.',
      tooLarge: 'El fitxer passa del màxim de {max} MB.',
      unknownFormat:
        'Aquest fitxer no és cap exportació que sapiguem llegir: Paprika (.paprikarecipes), Mealie, Tandoor, RecipeSage, JSON-LD de receptes o Receptari.',
      unknownVersion: 'Aquesta exportació de Receptari és d’una versió ({version}) que no sabem llegir.',
      corruptZip: 'El fitxer .zip està malmès i no s’ha pogut obrir.',
      corruptEntry: 'Una part del fitxer («{name}») està malmesa i no s’ha pogut llegir.',
      corruptJson: 'El fitxer no és JSON vàlid: no s’ha pogut llegir.',
      unsafePath: 'El fitxer porta un camí no permès («{name}»): no s’ha importat res.',
      tooManyEntries: 'El fitxer porta massa fitxers a dins (màxim {max}).',
      unpackedTooLarge:
        'El fitxer es descomprimeix en massa dades (màxim {max} MB en total): no s’ha importat res.',
      entryTooLarge: 'Una part del fitxer («{name}») és massa gran (màxim {max} MB).',
      jsonTooLarge: 'Un fitxer JSON es llegeix sencer i aquest passa del màxim de {max} MB.',
      zipBomb:
        'Una part del fitxer («{name}») es descomprimeix en més de {ratio} vegades la seva mida: sembla una bomba zip i no s’ha importat res.',
      noRecipes: 'El fitxer no porta cap recepta.',
      tooManyRecipes: 'El fitxer porta més de {max} receptes: divideix-lo i importa’l en parts.',
    },
    warnings: {
      noPicture: 'La recepta no porta foto: afegeix-ne una.',
      remotePicture: 'La foto és a internet ({url}) i en importar un fitxer no es baixa: afegeix-la tu.',
      unreadablePicture: 'La foto de la recepta no s’ha pogut llegir: afegeix-ne una.',
      pictureTooLarge: 'La foto de la recepta passa de {max} MB i no s’ha agafat: afegeix-ne una.',
      defaultCategory: 'No s’ha reconegut la categoria: s’ha posat «{name}»; canvia-la si cal.',
      defaultCuisine: 'No s’ha reconegut la cuina: s’ha posat «{name}»; canvia-la si cal.',
    },
    commit: {
      alreadyImported: 'Ja l’havies importada.',
      notInImport: 'Aquesta recepta no és a la importació (o ja s’ha importat).',
    },
  },
  /** Importing from a web page (POST /import/url): why a page was refused, and its picture's troubles. */
  url: {
    notHttp: 'L’adreça ha de començar per http:// o https://.',
    privateNetwork: 'Aquesta adreça apunta a una xarxa privada i no es pot importar.',
    unreachable: 'No s’ha pogut connectar amb {host}.',
    timeout: 'La pàgina ha trigat massa a respondre.',
    tooLarge: 'La pàgina és massa gran (màxim {max} MB).',
    pageMissing: 'La pàgina no existeix (error {status}).',
    pageFailed: 'El lloc web ha respost amb un error (error {status}): torna-ho a provar més tard.',
    tooManyRedirects: 'Massa redireccions.',
    notAPage: 'L’adreça no és una pàgina web sinó un fitxer de tipus «{type}».',
    noRecipe: 'La pàgina no té cap recepta que es pugui llegir.',
    malformedRecipe: 'Les dades de la recepta d’aquesta pàgina estan mal escrites i no es poden llegir.',
    /** The {reason} of warnings.imageRefused when the picture could not be used. */
    imageUnreachable: 'no s’ha pogut baixar',
    imageNotPicture: 'no és una imatge',
    imageTooLarge: 'passa de {max} MB',
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
