import type { caFeed } from '../ca/feed.ts';
import type { Translation } from '../translation.ts';

/** Spanish of ca/feed.ts (docs/product.md "Languages"). */
export const esFeed: Translation<typeof caFeed> = {
  feed: {
    title: 'Siguiendo',
    intro: 'Lo que publican los cocineros que sigues: recetas, fotos de platos hechos y lives.',
    badLimit: 'El límite tiene que ser un número entero entre 1 y 50.',
    loadFailed: 'No se ha podido cargar lo que publican los cocineros que sigues.',
    end: 'No hay nada más.',
    emptyTitle: 'Todavía no hay nada aquí',
    emptyFollowNobody: 'Sigue a cocineros y aquí verás sus recetas, sus platos y sus lives.',
    emptyQuiet: 'Los cocineros que sigues todavía no han publicado nada. Sigue a más:',
    suggestionsTitle: 'Cocineros populares',
    suggestionsFailed: 'No se han podido cargar los cocineros populares.',
    recipeBy: '{name} ha publicado una receta',
    liveBy: '{name} ha programado un live',
    cooksnapBy: '{name} ha hecho {title}',
    recipesCount: '{n, plural, one {1 receta} other {{n} recetas}}',
  },
  followLists: {
    followersTitle: 'Seguidores de {name}',
    followingTitle: 'A quién sigue {name}',
    followersEmpty: '{name} todavía no tiene seguidores.',
    followingEmpty: '{name} todavía no sigue a nadie.',
    loadFailed: 'No se ha podido cargar la lista.',
  },
};
