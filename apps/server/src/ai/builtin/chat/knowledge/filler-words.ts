/**
 * Words of a kitchen question that never say what it is about, in the three languages, accent-free:
 * auxiliaries, "I have / I put / to do", time fillers and phone spellings. The stop-word lists miss
 * them, and a word the knowledge base never uses weighs as much as its rarest word, so "la puc
 * tenir a la nevera" would otherwise outweigh "carn picada". Also the asker's people, weekdays,
 * interjections and "another thing" ("la meva sogra", "mi abuela en Jaén", "la compré el viernes",
 * "quillo", "che"): set 5 showed them outweighing the food asked about. Not "ahir"/"ayer" (stale
 * bread is "pa d'ahir") nor the children (alcohol, honey and allergies are asked for them).
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `tenir tinc tens te tenim puc pots pot podem poso posar posem fer faig fem fet feta vaig va vam
   encara ja sempre mai gens molt gaire bastant bona bo dins sobre cap totes tots
   tener tengo tienes tiene puedo puedes puede pongo poner pones hacer hago hacerse hacerlo todavia ya siempre
   nunca mucho bastante dentro bueno buena
   have has got get put do does did make still already ever always really very enough whats thats its
   im ive dont doesnt cant
   q k xq pq tb tmb xfa plis
   sogra sogre suegra suegro abuela abuelo avia avi iaia iaio yaya grandma granny nan nana convidats invitados
   guests amics amigos friends marit marido husband wife germana hermana cunyada cunada
   dilluns dimarts dimecres dijous divendres dissabte diumenge lunes martes miercoles jueves viernes sabado
   domingo monday tuesday wednesday thursday friday saturday sunday weekend finde
   quillo che tio tia mate hola hey porfa please kindly advise
   cosa cosas algo thing something altra otra other`.split(/\s+/u),
);
