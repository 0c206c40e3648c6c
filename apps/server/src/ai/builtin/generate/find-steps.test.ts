import { describe, expect, it } from 'vitest';
import { hasActionVerb, hasCookVerb } from './cooking-verbs.ts';
import { afterFirstList, bulletedSteps, findSteps, isMetaSentence } from './find-steps.ts';

describe('findSteps', () => {
  it('reads "fer" as a verb and foods put on top as a telegraphic step, "Ho vaig fer per a 6" as no step', () => {
    expect(
      findSteps([
        'Ho vaig fer per a 6 persones.',
        'Cocer 40 minutos.',
        'Fer les truites a tandes, 5 min per banda.',
        'Sal gorda, pimentón y aceite por encima.',
      ]),
    ).toEqual([
      'Cocer 40 minutos.',
      'Fer les truites a tandes, 5 min per banda.',
      'Sal gorda, pimentón y aceite por encima.',
    ]);
  });

  it('leaves out what stands among the steps without being one', () => {
    expect(
      findSteps([
        'Algú té la recepta de la coca?',
        'Para el caramelo: 6 cucharadas de azúcar.',
        'Strawberries to garnish.',
        'Bate los huevos con el azúcar y la leche.',
        'Conclusió: m’ha agradat molt fer-los amb la meva àvia.',
        'Ja em diràs!',
        'Happy baking, friends!',
      ]),
    ).toEqual(['Bate los huevos con el azúcar y la leche.']);
  });

  it("reads a labelled note, a post's pinned place and a spoken purpose as no step (issue 34, set 14)", () => {
    expect(
      findSteps([
        'Coeu-la a forn moderat una hora.',
        "Nota des terrissers: una greixonera nova, posau-la en remull tota una nit abans d'estrenar-la.",
        'NOTA.—Con la cartilla de este mes se reparten 250 gramos de aceite por persona.',
        '📍 Plaça del Mercadal, 11.',
        '🕛 De 12 a 15 h.',
        "Aceite de oliva pa' freír, mucho.",
      ]),
    ).toEqual(['Coeu-la a forn moderat una hora.']);
  });

  it('reads a storage tip as no step', () => {
    expect(
      findSteps(['Bake for 20 minutes.', 'Keeps a week in the fridge.', 'Es conserva 3 dies a la nevera.']),
    ).toEqual(['Bake for 20 minutes.']);
  });

  it('reads an ingredient line with participles, and a note in parentheses, as no step', () => {
    expect(
      findSteps(['3 tatties, peeled and diced', '(Sirve con arroz blanco, pág.', 'Poach the haddock.']),
    ).toEqual(['Poach the haddock.']);
  });

  it('reads an ingredient line with its amount in words as no step', () => {
    expect(
      findSteps([
        'A quarter cup of sugar.',
        'One and a quarter cups of buttermilk.',
        'Emulsionar ous i sucre.',
      ]),
    ).toEqual(['Emulsionar ous i sucre.']);
  });

  it('keeps a step that ends on a tag question, never a real question', () => {
    expect(
      findSteps([
        "Abaixes el foc i ho deixes anar tres quarts d'hora, que no s'agafi, eh?",
        'Algú ho ha provat?',
      ]),
    ).toHaveLength(1);
  });

  it('keeps a telegraphic timed note that opens with its food, and a yield is no step', () => {
    expect(
      findSteps(['Salieron 6 raciones.', 'Sofreír el pollo, 20 min', 'tomate rallado y pimentón, 2 min']),
    ).toEqual(['Sofreír el pollo, 20 min.', 'Tomate rallado y pimentón, 2 min.']);
  });

  it('takes every step the cook numbered, whatever its verb', () => {
    const steps = ['Fem boletes i les arrebossem amb pinyons.', 'Les pintem amb el rovell.'];
    expect(findSteps(steps, true)).toHaveLength(2);
    expect(findSteps(steps)).toHaveLength(1);
  });

  it('parts a numbered step where "then" opens a second action and one of them is timed', () => {
    expect(
      findSteps(['Stir, then microwave for 1 minute more.', 'Stir in the sugar, then add the milk.'], true),
    ).toEqual(['Stir.', 'Microwave for 1 minute more.', 'Stir in the sugar, then add the milk.']);
    // "quan" ties the two actions: one step.
    expect(findSteps(['Aboqueu-hi el brou i, quan bulli, els fideus 12 minuts.'], true)).toHaveLength(1);
  });

  it('reads a bulleted method as its bullets, without the closing line or the ingredient bullets', () => {
    const text = [
      'Per a 30.',
      "- 3 kg d'arròs",
      '- sal',
      "- Sofregiu la ceba a l'olla gran 15 minuts.",
      "- Tireu l'arròs i l'aigua i bulliu-ho 18 minuts.",
      'Sopar a les 20.30; la patrulla 3 renta les olles.',
      'Let it rest for 5 minutes.',
    ].join('\n');
    expect(bulletedSteps(text)).toEqual([
      "Sofregiu la ceba a l'olla gran 15 minuts.",
      "Tireu l'arròs i l'aigua i bulliu-ho 18 minuts.",
      'Let it rest for 5 minutes.',
    ]);
    expect(bulletedSteps('- 2 ous\n- sal\nBat els ous.')).toBeNull();
    // A timed bullet above the first acting one opens the method ("- Garbanzos a remojo 12 horas.").
    expect(
      bulletedSteps(
        '- 500 g de garbanzos\n- Garbanzos a remojo 12 horas.\n- Colar el caldo y hacer la sopa 5 minutos.\n- Se sirve en tres vuelcos.',
      ),
    ).toEqual([
      'Garbanzos a remojo 12 horas.',
      'Colar el caldo y hacer la sopa 5 minutos.',
      'Se sirve en tres vuelcos.',
    ]);
    expect(
      bulletedSteps('- sofreír el pollo, 20 min\n- 500 g de arroz, 18 min\n- reposar 5 min'),
    ).toHaveLength(3);
    // In the method, a bullet is a step whatever its verb.
    expect(
      bulletedSteps(
        "- Cocer 40' a fuego medio.\n- Reposar 10' en el agua.\n- Patatas en la misma agua, 20'.",
      ),
    ).toHaveLength(3);
  });

  it('reads no step above the first list of what is needed', () => {
    const text = [
      'Hornillo de gas y una sartén, nada más.',
      'Para los 4 de la tienda: 4 huevos, 1 chorizo, 4 patatas, pan.',
      'Corta el chorizo en rodajas y dóralo 3 minutos.',
    ];
    expect(afterFirstList(text)).toEqual(text.slice(1));
    expect(findSteps(afterFirstList(text))).toEqual(['Corta el chorizo en rodajas y dóralo 3 minutos.']);
    // Without a list, the text is read whole.
    expect(afterFirstList(['Bull la pasta.', 'Escorre-la.'])).toHaveLength(2);
  });

  it('reads dividing, wrapping, slitting, assembling and unmoulding as steps, embers as the heat', () => {
    expect(
      findSteps([
        'Divide between two greased 7-inch sandwich tins.',
        'Blanch samphire 1 min',
        'Slit each banana lengthways through the skin.',
        'Wrap tightly in foil.',
        'Arma capas de papa, atún con mayonesa y palta.',
        "Es desemmotlla quan s'ha refredat.",
      ]),
    ).toHaveLength(6);
    expect(hasCookVerb('Put them in the embers for 5-10 minutes.')).toBe(true);
  });

  it('takes a timed note of a food for a step, and "col·loquen" for a verb', () => {
    expect(isMetaSentence('farina, 2 min.')).toBe(false);
    expect(isMetaSentence('Temps: 20 minuts.')).toBe(true);
    expect(isMetaSentence('500 g de arroz, 18 min')).toBe(false);
    // A timed clause opening with its verb acts; a yield stays no step.
    expect(isMetaSentence('coure-ho tot junt 10 min')).toBe(false);
    expect(isMetaSentence('Serves 4 as a starter.')).toBe(true);
    expect(hasActionVerb('Es col·loquen a la llauna')).toBe(true);
  });

  it('reads an ingredient line with an infinitive of purpose, accented or not, as no step', () => {
    expect(findSteps(['grasa para freír', 'Se amasa bien la harina.', 'oil to fry'])).toEqual([
      'Se amasa bien la harina.',
    ]);
  });

  it('reads a sign-off whose kitchen word does nothing, and a postscript, as no step', () => {
    expect(
      findSteps([
        'Enforneu a 180 °C durant 25 minuts.',
        'Salutacions i a escalfar la veu!',
        "Si t'ha agradat l'episodi, deixa'ns cinc estrelles!",
        'PD: los platos se friegan el mismo día, ¿eh?',
      ]),
    ).toEqual(['Enforneu a 180 °C durant 25 minuts.']);
    expect(findSteps(['Traieu-les i, en el mateix greix, saltegeu les mongetes 5 minuts.'])).toHaveLength(1);
  });

  it("reads a part's list of foods as no step, a list under a verb's label as one", () => {
    expect(
      findSteps([
        'Relleno: frijoles rojos fritos, mantequilla crema, queso duro rallado.',
        'Se amasa todo.',
        'Plate: samphire, salmon, sauce around.',
      ]),
    ).toEqual(['Se amasa todo.', 'Plate: samphire, salmon, sauce around.']);
  });

  it("knows templar as a step's verb", () => {
    expect(findSteps(['Templamos la mayonesa con un cazo de caldo, removiendo sin parar.'])).toHaveLength(1);
  });

  it('reads a last remark opened by an interjection as no step, a telegraphic last step as one', () => {
    const method = [
      'Melt the dripping.',
      'Layer the spuds and onions.',
      'Cook on a low heat for 40 minutes.',
    ];
    expect(findSteps([...method, "Howay, it's canny with a bit of brown sauce."])).toEqual(method);
    expect(findSteps([...method, 'Label, date, chill.'])).toHaveLength(4);
  });

  it("leaves out a last sentence that warns what not to do, the cook's advice on the dish", () => {
    expect(
      findSteps([
        "Tireu l'arròs i coeu-lo 10 minuts.",
        'Bateu els ous i aboqueu-los per damunt.',
        'Poseu la cassola al forn uns 10 minuts.',
        'Si no ho voleu vore tot sec, no obriu el forn cada dos per tres.',
      ]),
    ).toHaveLength(3);
  });

  it("leaves out a closing signature, a letter's or a catalogue's last word, a discard rule and a record book's lesson (issue 34, set 15)", () => {
    const steps = ['Se deja cocer 25 minutos.', 'Añade el bonito y remueve.', 'Se deja reposar 10 minutos.'];
    expect(findSteps([...steps, 'Mari Luz, encargada.'])).toHaveLength(3);
    expect(findSteps([...steps, 'Rezamos por ti cada día en el coro de las 7.'])).toHaveLength(3);
    expect(findSteps([...steps, 'Volcar en una asadera enmantecada.'])).toHaveLength(4);
    expect(findSteps([...steps, 'Hot-hold at 140 °F or above, discard after 4 h.'])).toHaveLength(3);
    expect(
      findSteps([...steps, 'What I learned: oh my heck, label your pan or you never get it back.']),
    ).toHaveLength(3);
  });
});
