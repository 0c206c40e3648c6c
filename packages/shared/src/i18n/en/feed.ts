import type { caFeed } from '../ca/feed.ts';
import type { Translation } from '../translation.ts';

/** English of ca/feed.ts (docs/product.md "Languages"). */
export const enFeed: Translation<typeof caFeed> = {
  feed: {
    title: 'Following',
    intro: 'What the cooks you follow are posting: recipes, photos of dishes they made and lives.',
    badLimit: 'The limit must be a whole number between 1 and 50.',
    loadFailed: "Couldn't load what the cooks you follow are posting.",
    end: "There's nothing more.",
    emptyTitle: 'Nothing here yet',
    emptyFollowNobody: "Follow cooks and you'll see their recipes, their dishes and their lives here.",
    emptyQuiet: "The cooks you follow haven't posted anything yet. Follow some more:",
    suggestionsTitle: 'Popular cooks',
    suggestionsFailed: "Couldn't load popular cooks.",
    recipeBy: '{name} published a recipe',
    liveBy: '{name} scheduled a live',
    cooksnapBy: '{name} made {title}',
    recipesCount: '{n, plural, one {1 recipe} other {{n} recipes}}',
  },
  followLists: {
    followersTitle: "{name}'s followers",
    followingTitle: '{name} is following',
    followersEmpty: "{name} doesn't have any followers yet.",
    followingEmpty: "{name} isn't following anyone yet.",
    loadFailed: "Couldn't load the list.",
  },
};
