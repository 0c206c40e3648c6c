import { describe, expect, it } from 'vitest';
import { findTimes } from './find-times.ts';

const timesOf = (sentences: string[]) => findTimes(sentences, sentences);

describe('findTimes', () => {
  it('reads a cooking and a rest in one clause as their own times', () => {
    expect(timesOf(['Deixeu-ho coure 12 minuts i reposeu-ho 5 minuts abans de servir.'])).toEqual({
      prep_time: 5,
      cook_time: 12,
    });
    expect(timesOf(["Samfaina: ceba 10', pebrot 10', tomàquet 20', tot a foc lent"])).toEqual({
      prep_time: 0,
      cook_time: 40,
    });
  });

  it('reads a chill while the pot cooks as preparation (issue 34, set 14)', () => {
    expect(
      timesOf([
        'Let the chicken barely bubble 3 hours.',
        'Meanwhile beat the eggs and put it in the refrigerator 1 hour.',
      ]),
    ).toEqual({ prep_time: 60, cook_time: 180 });
  });

  it('reads the fridge, a soak and "the rest of" as such', () => {
    expect(timesOf(['Volcá el relleno sobre la base y llevá a la heladera 4 horas.'])).toEqual({
      prep_time: 240,
      cook_time: 0,
    });
    expect(
      timesOf(['Asa los jitomates 10 minutos.', 'Hidrata los chiles en agua caliente 15 minutos.']),
    ).toEqual({
      prep_time: 15,
      cook_time: 10,
    });
    expect(timesOf(['Top with the rest of the cheese and bake at 200°C for 20 minutes.'])).toEqual({
      prep_time: 0,
      cook_time: 20,
    });
  });

  it('reads a sofrito as cooking', () => {
    expect(timesOf(['Haces un sofrito con la cebolla y el ajo, unos 10 minutos.'])).toEqual({
      prep_time: 0,
      cook_time: 10,
    });
  });

  it('reads the microwave and "sancochar" as cooking, "refrigera" as resting', () => {
    expect(timesOf(['Microondas a máxima potencia 2 minutos.', 'Déjalo reposar 1 minuto.'])).toEqual({
      prep_time: 1,
      cook_time: 2,
    });
    expect(timesOf(['microwave it for 1 minute'])).toEqual({ prep_time: 0, cook_time: 1 });
    expect(timesOf(['Sancocha las papas 20 minutos.', 'Refrigera 1 hora antes de servir.'])).toEqual({
      prep_time: 60,
      cook_time: 20,
    });
  });

  it('counts an alternative way ("si no tienes...") as no time of its own', () => {
    expect(
      timesOf(['a la sandwichera 4 minutos', 'si no tienes sandwichera a la sarten 2 min x cada lado']),
    ).toEqual({ prep_time: 0, cook_time: 4 });
  });

  it('reads the time off the heat as a rest, until a verb of heat puts the food back on', () => {
    expect(
      timesOf([
        'Boil it up for 10 minutes.',
        'Leave it 25 minutes.',
        'Then take it off the fire and leave it 5 minutes more.',
      ]),
    ).toEqual({ prep_time: 5, cook_time: 35 });
    expect(timesOf(['Cuece el arroz 10 minutos y apaga el fuego.'])).toEqual({ prep_time: 0, cook_time: 10 });
    expect(
      timesOf([
        'Aparta del foc i deixa-ho 5 minuts.',
        'Apaga el foc, tapa-ho 5 minuts.',
        'Fregeix les gambes 3 minuts.',
      ]),
    ).toEqual({ prep_time: 5, cook_time: 8 });
  });

  it('reads a named heat, a fryer, a griddle and a dough that rises', () => {
    expect(timesOf(['Stir it over medium-low for 45 minutes.'])).toEqual({ prep_time: 0, cook_time: 45 });
    expect(timesOf(['Pollo a la freidora de aire, 200 °C, 18 minutos.'])).toEqual({
      prep_time: 0,
      cook_time: 18,
    });
    expect(timesOf(['Se tapa la masa y se deja descansar media hora.'])).toEqual({
      prep_time: 30,
      cook_time: 0,
    });
    expect(timesOf(['Cover it and leave it to rise an hour and a half.'])).toEqual({
      prep_time: 90,
      cook_time: 0,
    });
    // "the first 25 minutes" of a time already counted adds nothing.
    expect(timesOf(['Al forn 40 minuts.', 'No obriu el forn els primers 25 minuts.'])).toEqual({
      prep_time: 0,
      cook_time: 40,
    });
  });

  it('reads a proving dough as resting and a broiler as cooking', () => {
    expect(
      timesOf(['Left it to prove by the boiler for 1 hour.', 'Proved them another 45 minutes.']),
    ).toEqual({ prep_time: 105, cook_time: 0 });
    expect(timesOf(['Chill them 1 hour.', 'Broil them for 12 minutes.'])).toEqual({
      prep_time: 60,
      cook_time: 12,
    });
  });

  it('reads a step at 100 degrees or more as on the heat, whatever its verb', () => {
    expect(
      timesOf(['Blanquejar a 140 °C, 8 min.', 'Deixar-les a la nevera 30 min.', 'Fregir a 180 °C, 3 min.']),
    ).toEqual({ prep_time: 30, cook_time: 11 });
  });

  it('reads a food wrapped with no heat named as resting, wrapped and baked as cooking', () => {
    expect(
      timesOf(['Enforna-les una hora.', 'Després embolica-les amb paper de diari 20 minuts perquè suïn.']),
    ).toEqual({ prep_time: 20, cook_time: 60 });
    expect(timesOf(['Wrap the fish in foil and bake it for 20 minutes.'])).toEqual({
      prep_time: 0,
      cook_time: 20,
    });
  });

  it("reads a timed note above the ingredient list as no step's time", () => {
    expect(
      timesOf([
        'LA CASSOLA',
        '«Les mongetes del ganxet» (52 min)',
        '400 g de mongetes cuites',
        'Coeu les botifarres a la paella uns 10 minuts.',
      ]),
    ).toEqual({ prep_time: 0, cook_time: 10 });
  });

  it('counts a cooking done while a food rests, and no time counted down inside a step', () => {
    expect(timesOf(['Meter en la nevera 2 horas.', 'Mientras, cocer los huevos 10 minutos.'])).toEqual({
      prep_time: 120,
      cook_time: 10,
    });
    expect(
      timesOf([
        'Poseu-ho al forn a 190 °C durant 45 minuts.',
        "Quan en faltin un quart d'hora, tireu-hi els pinyons.",
      ]),
    ).toEqual({ prep_time: 0, cook_time: 45 });
  });

  it('times a cooking followed by an untimed rest as cooking', () => {
    expect(timesOf(['Hornea 40 minutos en un molde engrasado y deja enfriar sobre una rejilla.'])).toEqual({
      prep_time: 0,
      cook_time: 40,
    });
  });

  it('reads a food left in cold water as soaking, after a cooking', () => {
    expect(
      timesOf([
        'Les deixes bullir 12 minuts.',
        'La ceba la poses 5 minuts en aigua freda perquè no pica tant.',
      ]),
    ).toEqual({ prep_time: 5, cook_time: 12 });
  });

  it('reads standing, waiting and a dough left to rise as rests, and the embers as heat', () => {
    expect(timesOf(['Bake at 200 °C for 25 minutes.', 'Let it stand for 5 minutes before serving.'])).toEqual(
      {
        prep_time: 5,
        cook_time: 25,
      },
    );
    expect(timesOf(['Horno a 180 °C, 40 min.', 'Esperas 10 min antes de desmoldar.'])).toEqual({
      prep_time: 10,
      cook_time: 40,
    });
    expect(timesOf(['Deixem llevar la massa 1 hora.', 'Enfornem a 220 °C durant 20 minuts.'])).toEqual({
      prep_time: 60,
      cook_time: 20,
    });
    expect(timesOf(['Poseu la llauna sobre lo caliu 15 minuts.'])).toEqual({ prep_time: 0, cook_time: 15 });
  });
  it('reads a dough left to rise and a food left covered or in its tin as rests (issue 34, set 13)', () => {
    expect(timesOf(['Amasas y la dejas subir una hora tapada con un paño.', 'Al horno 45 minutos.'])).toEqual(
      {
        prep_time: 60,
        cook_time: 45,
      },
    );
    expect(
      timesOf(['Simmer covered 12 minutes.', 'Stir in the cheddar and let it sit 5 minutes off the heat.']),
    ).toEqual({
      prep_time: 5,
      cook_time: 12,
    });
    expect(
      timesOf([
        'Bake at 180°C for 25 minutes.',
        'Cool in the tins for 10 minutes, then on a rack for an hour.',
      ]),
    ).toEqual({ prep_time: 70, cook_time: 25 });
    expect(
      timesOf(['Soften the onions for 10 minutes.', 'Break the beef into it and give it 10 more minutes.']),
    ).toEqual({
      prep_time: 0,
      cook_time: 20,
    });
    expect(
      timesOf([
        'Bake it for 50 minutes.',
        'Then leave it in the tin fifteen minutes before you turn it out.',
      ]),
    ).toEqual({ prep_time: 15, cook_time: 50 });
  });

  it('counts no time said back in a dialogue, nor "five minutes more on the heat" as a stated time', () => {
    expect(
      timesOf(['PEPA: Fríes las migas cuarenta minutos, sin parar.', 'LOCUTORA: ¡Cuarenta minutos!']),
    ).toEqual({ prep_time: 0, cook_time: 40 });
    expect(
      timesOf(['Ho deixes coure tres quarts d’hora.', 'Al final una picada i cinc minuts més de foc.']),
    ).toEqual({ prep_time: 0, cook_time: 50 });
  });

  it('reads the heat put off "a los 3 minutos" as cooking, and a discard time or a stated range as no step (issue 34, set 15)', () => {
    expect(
      timesOf([
        'Se deja cocer 25 minutos.',
        'Se mete el bonito y se apaga el fuego a los 3 minutos.',
        'Se deja reposar 10 minutos.',
      ]),
    ).toEqual({ prep_time: 10, cook_time: 28 });
    expect(timesOf(['Chill it for 1 hour.', 'Wrap, label with the time, and toss after 4 hours.'])).toEqual({
      prep_time: 60,
      cook_time: 0,
    });
    expect(
      timesOf(['Bake for 12 minutes.', 'A method wherein the resting time is between 20 and 40 minutes.']),
    ).toEqual({ prep_time: 0, cook_time: 12 });
  });
});
