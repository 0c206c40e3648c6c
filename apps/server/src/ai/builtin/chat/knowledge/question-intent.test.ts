import { describe, expect, it } from 'vitest';
import { cueWords, detectIntents } from './question-intent.ts';

const kinds = (text: string) => [...detectIntents(text)].sort();

describe('the kind a kitchen question asks', () => {
  it('reads why it went wrong, not how long, in the three languages and without accents', () => {
    expect(kinds('el pastís s’ha enfonsat pel mig')).toContain('whyWrong');
    expect(kinds('por que se me hunde el bizcocho')).toContain('whyWrong');
    expect(kinds('the steak came out chewy, what went wrong?')).toContain('whyWrong');
    expect(kinds('el pastis s ha enfonsat')).not.toContain('time');
  });

  it('tells keeping from cooking time, and a time from a quantity', () => {
    expect(kinds('cuánto aguanta el gazpacho')).toEqual(['storage']);
    expect(kinds('quant temps es cou el pop')).toEqual(['time']);
    expect(kinds('cuant temps es fa un arros caldos')).toEqual(['time']);
    expect(kinds('quants grams són una tassa de sucre')).toEqual(['quantity']);
    expect(kinds('how much rice per person')).toEqual(['quantity']);
    // Set 13 tuning: going on happening is no keeping; the plural "temperatures" asks a temperature.
    expect(kinds('pizza dough keeps shrinking back when i stretch it')).not.toContain('storage');
    expect(kinds('how long does pizza dough keep in the fridge')).toContain('storage');
    expect(kinds('quines temperatures són per a la xocolata')).toContain('temperature');
  });

  it('reads swaps, pairings, temperatures, safety and how-to', () => {
    expect(kinds('no tinc mantega, què hi poso')).toContain('substitution');
    expect(kinds('whats a good swap for parmesan')).toContain('substitution');
    expect(kinds('que vino pega con el pollo')).toContain('pairing');
    // Set 9: "va mejor con" asks what goes with it, not what to cook with lamb.
    expect(kinds('¿Qué hierba aromática va mejor con el cordero?')).toContain('pairing');
    expect(kinds('quina herba va millor amb el xai')).toContain('pairing');
    // Set 9: leaving cooked food somewhere until later asks how long it keeps out.
    expect(kinds("n'ha sobrat mitja paella. El puc deixar a la furgoneta fins demà?")).toContain('storage');
    expect(kinds('can I leave it on the counter overnight')).toContain('storage');
    expect(kinds('my fridge should be set to what temp')).toContain('temperature');
    expect(kinds('is it ok to eat a burger thats still pink inside')).toContain('safety');
    expect(kinds('com es fa la picada')).toContain('howTo');
  });

  it('reads the swaps, pairings and troubles set 5 said in other words', () => {
    expect(kinds('em falta llet, què faig servir en comptes de llet?')).toContain('substitution');
    expect(kinds('la nata la puc cambiar por yogur?')).toContain('substitution');
    expect(kinds('my custard went lumpy, what happened')).toContain('whyWrong');
    expect(kinds('what goes well with lamb chops')).toContain('pairing');
    expect(kinds('què hi poso al costat del pollastre rostit')).toContain('pairing');
    expect(kinds('400 fahrenheit son cuantos centigrados')).toContain('temperature');
    expect(kinds('how long can soup sit out on the stove')).toContain('safety');
    expect(kinds('què vol dir escaldar')).toContain('howTo');
    // "What goes in a paella" asks what it is made of, not what to serve with it.
    expect(kinds('what goes in a paella')).not.toContain('pairing');
  });

  it('reads "the recipe says X and I only have Y" as a swap, and "I only have X and Y" as no swap', () => {
    expect(kinds('La receta de mi suegra pide mantequilla y solo tengo aceite')).toContain('substitution');
    expect(kinds('the recipe calls for buttermilk but I only have milk')).toContain('substitution');
    expect(kinds('diu llevat fresc i només en tinc de sec')).toContain('substitution');
    expect(kinds('Només tinc patates, ous i ceba, què sopo?')).not.toContain('substitution');
    expect(kinds('solo tengo pan duro y huevos, ¿qué hago?')).not.toContain('substitution');
    expect(kinds('no eggs for the batter, what do I use?')).toContain('substitution');
    expect(kinds('no tinc nata, què hi faig servir?')).toContain('substitution');
    // "Quina beguda" asks a pairing; "beguda d'ametlla" is a plant milk.
    expect(kinds('¿Qué bebida va con unas enchiladas?')).toContain('pairing');
    expect(kinds("puc fer natilles amb beguda d'ametlla?")).not.toContain('pairing');
    // An allergy or coeliac disease asks what replaces the food.
    expect(kinds('el nen és al·lèrgic a la llet, amb què faig la beixamel?')).toContain('substitution');
    expect(kinds('my son is coeliac, what flour for the gravy?')).toContain('substitution');
  });

  it('reads the pairings set 17 asked as "wine for", "what herbs", "lliga bé amb"', () => {
    expect(kinds("un client demana vi per a l'arròs negre")).toContain('pairing');
    expect(kinds('Quines herbes li poso al xai a la brasa?')).toContain('pairing');
    expect(kinds('Quina fruita lliga bé amb el porc rostit?')).toContain('pairing');
    expect(kinds('Qué hierbas van con el tomate para una salsa')).toContain('pairing');
    // What a dish holds is no pairing; a league is no "lliga bé amb".
    expect(kinds('quines herbes porta el pesto?')).not.toContain('pairing');
    expect(kinds('qui guanyarà la lliga de futbol?')).not.toContain('pairing');
  });

  it('gives nothing for a question with no cue, and the cue words of one that has', () => {
    expect(kinds('Canelons?')).toEqual([]);
    expect([...cueWords('quant temps es cou el pop')]).toEqual(['quant', 'temps']);
  });
});
