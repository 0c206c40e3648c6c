import { Avatar } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';

const graphemes = new Intl.Segmenter('ca', { granularity: 'grapheme' });

/** The avatar's letter: the name's first character (a whole emoji or accented letter), upper case. */
export function firstLetter(name: string): string {
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next().value?.segment;
  return first ? first.toLocaleUpperCase('ca') : '?';
}

/**
 * A user's picture, or the first letter of their name when they have none
 * (docs/product.md#public-profile: 'the picture (or the name's first letter)'). An avatar is stored
 * once, small: no size variants as recipes have.
 */
export function UserAvatar({ name, img, size = 88 }: { name: string; img: string | null; size?: number }) {
  return (
    <Avatar
      src={img}
      alt={fill(tr.userProfile.avatarAlt, { name })}
      size={size}
      radius="50%"
      color="brand"
      variant="filled"
    >
      <span aria-hidden>{firstLetter(name)}</span>
    </Avatar>
  );
}
