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
  /** The export zip and the cookbook PDF of a folder (docs/product.md#export). */
  export: {
    emptyFolder: 'La carpeta és buida.',
    folderTooBig: 'La carpeta té {n} receptes i un PDF en pot tenir com a màxim {max}.',
    /** The cookbook's cover, under the folder's name. */
    cookbookRecipes: '{n} receptes',
    cookbookOneRecipe: '1 recepta',
    contents: 'Índex',
  },
} as const;
