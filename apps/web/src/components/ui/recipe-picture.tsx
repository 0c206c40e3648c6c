import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { imageSrcSet } from '@receptari/shared/recipes/recipes.rules';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** How wide the picture is drawn at each viewport width, for the browser to pick a variant. */
  sizes: string;
};

/**
 * A recipe's picture at the size it is drawn: for a stored image, every variant (card, phone,
 * detail) in AVIF, with WebP for browsers without it; an external URL as it is. Callers give
 * width and height (the space is reserved before it loads) and how it loads.
 */
export function RecipePicture({ src, sizes, alt, ...img }: Props) {
  const avif = imageSrcSet(src, 'avif');
  const webp = imageSrcSet(src, 'webp');
  if (!avif || !webp) return <img src={src} alt={alt} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img src={src} srcSet={webp} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}

/**
 * Asks the browser for a picture at the highest priority, before anything lazy: the page's
 * largest paint (the carousel's first slide). The same variants and sizes as RecipePicture, so
 * the file fetched is the one the <picture> then shows.
 */
export function preloadPicture(src: string, sizes: string) {
  const avif = imageSrcSet(src, 'avif');
  if (!avif) preload(src, { as: 'image', fetchPriority: 'high' });
  else
    preload(src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
}
