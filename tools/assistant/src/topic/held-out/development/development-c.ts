import type { LabelledQuestion } from '../../labelled-question.ts';

const cooking = (text: string): LabelledQuestion => ({ text, cooking: true });
const offTopic = (text: string): LabelledQuestion => ({ text, cooking: false });

/**
 * Development split C (was "final", written after the first retraining): 33 cooking and off-topic
 * questions in the three languages. Never trained on; its errors have been read and tuned against
 * since (docs/assistant.md has its history).
 */
export const DEVELOPMENT_C: readonly LabelledQuestion[] = [
  // Catalan
  offTopic('Quin sou cobra el director general de Danone?'),
  offTopic('Quantes pastilles d’omeprazol puc prendre al dia?'),
  offTopic('La recepta per guanyar unes eleccions'),
  offTopic('Com canvio la bateria del mòbil Apple?'),
  offTopic('Per què al Girona li diuen els blanc-i-vermells?'),
  offTopic('Quant pagarà de dividend l’empresa de cafè?'),
  offTopic('Qui va guanyar la final de la Champions?'),
  cooking('Carquinyolis, com es fan?'),
  cooking('Coca de Sant Joan amb crema'),
  cooking('Puc fer la maionesa amb oli d’oliva verge?'),
  cooking('Quant temps reposa la massa de pizza?'),
  cooking('Com faig un trinxat de la Cerdanya?'),
  cooking('Bunyols de vent sense que s’enfonsin'),
  // Spanish
  offTopic('¿Qué tal cotiza hoy Pescanova en bolsa?'),
  offTopic('¿Qué dosis de amoxicilina lleva un niño de tres años?'),
  offTopic('La receta del éxito según los millonarios'),
  offTopic('¿Cómo actualizo el iPhone a la última versión?'),
  offTopic('¿Por qué al Cádiz le llaman el submarino amarillo?'),
  cooking('¿Fabes con almejas, cuánto tiempo?'),
  cooking('¿Cómo hago unas torrijas?'),
  cooking('¿Se puede hacer pan sin levadura?'),
  cooking('¿Cómo quito el amargor a la berenjena?'),
  cooking('Arroz meloso de setas'),
  // English
  offTopic('How are McDonald’s shares doing today?'),
  offTopic('What dose of melatonin is safe for kids?'),
  offTopic('The recipe for a winning team culture'),
  offTopic('How do I reset my Apple Watch?'),
  offTopic('Why is Arsenal called the Gunners?'),
  cooking('Shakshuka for two?'),
  cooking('How do I keep guacamole green?'),
  cooking('Sourdough starter not bubbling, why?'),
  cooking('How long to rest a brisket?'),
  cooking('Can I use olive oil for baking cakes?'),
];
