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
} as const;
