/**
 * The feed of the cooks one follows, /seguint (docs/product.md#feed), and the follower lists of a
 * profile: their screens and their errors.
 */
export const caFeed = {
  feed: {
    title: 'Seguint',
    intro: 'El que publiquen els cuiners que segueixes: receptes, fotos de plats fets i lives.',
    badLimit: 'El límit ha de ser un nombre enter entre 1 i 50.',
    loadFailed: 'No s’ha pogut carregar el que publiquen els cuiners que segueixes.',
    end: 'No hi ha res més.',
    emptyTitle: 'Encara no hi ha res aquí',
    emptyFollowNobody: 'Segueix cuiners i aquí veuràs les seves receptes, els seus plats i els seus lives.',
    emptyQuiet: 'Els cuiners que segueixes encara no han publicat res. Segueix-ne més:',
    suggestionsTitle: 'Cuiners populars',
    suggestionsFailed: 'No s’han pogut carregar els cuiners populars.',
    recipeBy: '{name} ha publicat una recepta',
    liveBy: '{name} ha programat un live',
    cooksnapBy: '{name} ha fet {title}',
    recipesCount: '{n, plural, one {1 recepta} other {{n} receptes}}',
  },
  followLists: {
    followersTitle: 'Seguidors de {name}',
    followingTitle: 'A qui segueix {name}',
    followersEmpty: '{name} encara no té seguidors.',
    followingEmpty: '{name} encara no segueix ningú.',
    loadFailed: 'No s’ha pogut carregar la llista.',
  },
} as const;
