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
} as const;
