import { describe, expect, it } from 'vitest';
import { findDish } from './find-title.ts';

describe('findDish', () => {
  it('takes a first line in title case for the name, whatever verb its first word spells', () => {
    const text =
      'Brown Butter Chocolate Chip Cookies\nOkay, friends, story time. Last fall my kids got snowed in.';
    expect(findDish(text)?.title).toBe('Brown Butter Chocolate Chip Cookies');
    // A step in sentence case is no name.
    expect(findDish('Brown the butter in a pan\nAdd the sugar and stir for 2 minutes.')?.title).not.toBe(
      'Brown the butter in a pan',
    );
  });
});
