import { tr } from '@receptari/shared/i18n/tr/core';
import { describe, expect, it } from 'vitest';
import { decideFoodVerdict } from './decide-food-verdict.ts';
import type { ImageScores } from './score-image.ts';

const calm = { porn: 0.01, hentai: 0.01 };
const scores = (objects: ImageScores['objects'], explicit = calm): ImageScores => ({ objects, explicit });

describe('decideFoodVerdict', () => {
  it('answers food and names, best first, the food and tableware seen', () => {
    const check = decideFoodVerdict(scores({ fork: 0.4, pizza: 0.6, person: 0.9, cup: 0.3 }));
    expect(check).toEqual({ verdict: 'food', isFood: true, reason: "S'hi veu: pizza, forquilla." });
  });

  it('refuses a confident person, vehicle or animal with no trace of food', () => {
    expect(decideFoodVerdict(scores({ person: 0.7 }))).toEqual({
      verdict: 'not_food',
      isFood: false,
      reason: 'La imatge mostra persones, no menjar.',
    });
    expect(decideFoodVerdict(scores({ car: 0.8 })).reason).toBe(tr.foodCheck.vehicles);
    expect(decideFoodVerdict(scores({ dog: 0.9 })).reason).toBe(tr.foodCheck.animals);
  });

  it('keeps a person next to a faint dish unverified rather than refusing it', () => {
    expect(decideFoodVerdict(scores({ person: 0.9, bowl: 0.2 })).verdict).toBe('unverified');
  });

  it('keeps raw meat that reads as a cow unverified: animals need more than food photos reached', () => {
    expect(decideFoodVerdict(scores({ cow: 0.62 })).verdict).toBe('unverified');
  });

  it('refuses explicit content even when food is seen', () => {
    const check = decideFoodVerdict(scores({ banana: 0.8 }, { porn: 0.95, hentai: 0 }));
    expect(check).toMatchObject({ verdict: 'not_food', isFood: false, reason: tr.foodCheck.explicit });
  });

  it('says so when explicit content is in doubt below the refusal, unless food is seen', () => {
    const doubt = { porn: 0.6, hentai: 0 };
    expect(decideFoodVerdict(scores({}, doubt))).toMatchObject({
      verdict: 'unverified',
      reason: tr.foodCheck.explicitDoubt,
    });
    expect(decideFoodVerdict(scores({ pizza: 0.5 }, doubt)).verdict).toBe('food');
  });

  it('never answers food below the thresholds: weak guesses are unverified', () => {
    const check = decideFoodVerdict(scores({ pizza: 0.15, cup: 0.25, bear: 0.3 }));
    expect(check).toEqual({ verdict: 'unverified', isFood: false, reason: tr.foodCheck.unverified });
  });
});
