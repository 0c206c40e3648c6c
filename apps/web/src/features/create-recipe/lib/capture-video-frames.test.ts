import { describe, expect, it } from 'vitest';
import { frameTimes } from './capture-video-frames.ts';

describe('frameTimes', () => {
  it('keeps the spec seconds within the video, and the first frame of a very short one', () => {
    expect(frameTimes(30)).toEqual([1, 5, 10, 15, 20]);
    expect(frameTimes(12)).toEqual([1, 5, 10]);
    expect(frameTimes(5)).toEqual([1]);
    expect(frameTimes(0.6)).toEqual([0]);
    expect(frameTimes(Number.NaN)).toEqual([0]);
  });
});
