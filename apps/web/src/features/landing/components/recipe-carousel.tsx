import { Skeleton, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import { CAROUSEL_IMAGE_SIZES, largerImage } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeCard } from '@receptari/shared/recipes/recipes.schemas';
import { preloadPicture, RecipePicture } from '@/components/ui/recipe-picture.tsx';
import { useAutoAdvance } from '../hooks/use-auto-advance.ts';
import classes from './recipe-carousel.module.css';

export const CAROUSEL_SIZE = 5;

/** Five pictures of popular recipes, one every 5 s, with dots to pick one (paused on hover and focus). */
export function RecipeCarousel({ recipes, loading }: { recipes: RecipeCard[]; loading: boolean }) {
  const slides = recipes.filter((r) => r.image).slice(0, CAROUSEL_SIZE);
  const [held, setHeld] = useState(false);
  const reduced = useReducedMotion();
  const [index, setIndex] = useAutoAdvance(slides.length, held || reduced);
  // Pictures are fetched as the carousel reaches them (one ahead), not all five with the first:
  // stacked in one frame, every slide counts as on screen, so loading="lazy" alone would not wait.
  const [reached, setReached] = useState(0);
  if (index > reached) setReached(index);

  if (loading) return <Skeleton className={classes.frame} />;
  if (slides.length === 0) return null;
  preloadPicture(largerImage(slides[0]!.image)!, CAROUSEL_IMAGE_SIZES);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={tr.landing.carousel}
      className={classes.frame}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {slides.map((recipe, i) =>
        i > reached + 1 ? null : (
          <RecipePicture
            key={recipe.id}
            src={largerImage(recipe.image)!}
            sizes={CAROUSEL_IMAGE_SIZES}
            alt={i === index ? recipe.title : ''}
            aria-hidden={i !== index}
            className={`${classes.slide} ${i === index ? classes.active : ''}`}
            width={1200}
            height={675}
            // The first picture is the page's largest paint: fetched first, before the rest.
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding={i === 0 ? 'sync' : 'async'}
          />
        ),
      )}
      <div className={classes.caption} aria-live={held ? 'polite' : 'off'}>
        <Text fw={700} fz={{ base: 'lg', sm: 26 }} ff="heading" lh={1.2}>
          {slides[index]!.title}
        </Text>
      </div>
      <div className={classes.dots}>
        {slides.map((recipe, i) => (
          <button
            key={recipe.id}
            type="button"
            className={classes.dot}
            aria-label={fill(tr.landing.slide, { n: i + 1, total: slides.length })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
