import type { LabelledQuestion } from '../../labelled-question.ts';

const cooking = (text: string): LabelledQuestion => ({ text, cooking: true });
const offTopic = (text: string): LabelledQuestion => ({ text, cooking: false });

/**
 * Development split D (was "clean", written after round 1): 36 cooking and off-topic questions in
 * the three languages. Never trained on; its errors have been read and tuned against since
 * (docs/assistant.md has its history).
 */
export const DEVELOPMENT_D: readonly LabelledQuestion[] = [
  // Catalan
  offTopic('Quines accions del sector alimentari recomanen els analistes?'),
  offTopic('Quina dosi d’antihistamínic pot prendre la meva filla?'),
  offTopic('La recepta d’un bon matrimoni, segons la meva àvia'),
  offTopic('Com connecto els auriculars al portàtil?'),
  offTopic('Per què als jugadors del Sevilla els diuen rojiblancos?'),
  offTopic('Quina empresa fabrica més xocolata al món, en ingressos?'),
  offTopic('Com renovo el passaport?'),
  offTopic('Quina és la millor manera d’aprendre alemany?'),
  cooking('Panellets de moniato, quant temps al forn?'),
  cooking('Com faig una crema de calabassó?'),
  cooking('Mandonguilles amb sépia, quina picada?'),
  cooking('Puc substituir la nata per llet evaporada?'),
  cooking('Per què se m’enganxa la truita a la paella?'),
  cooking('Com torro avellanes a casa?'),
  // Spanish
  offTopic('¿Qué previsión de beneficios tiene Ebro Foods?'),
  offTopic('¿Cuántas gotas de paracetamol infantil le doy?'),
  offTopic('La receta para dormir mejor según los expertos'),
  offTopic('¿Cómo instalo WhatsApp en la tablet?'),
  offTopic('¿Por qué al Valencia le llaman los ches?'),
  offTopic('¿Cuál es la capital de Noruega?'),
  cooking('¿Cómo se hacen unas migas extremeñas?'),
  cooking('¿Cuánto tiempo se asa un cochinillo?'),
  cooking('¿Cómo evito que se pegue el arroz?'),
  cooking('¿Puedo hacer mayonesa sin huevo?'),
  cooking('Bizcocho de yogur sin horno'),
  // English
  offTopic('Which food company had the best stock performance this year?'),
  offTopic('How many antacid tablets can I take in a day?'),
  offTopic('The recipe for a productive morning routine'),
  offTopic('How do I pair my Bluetooth speaker?'),
  offTopic('Why is Tottenham called Spurs?'),
  offTopic('What is the tallest mountain in Africa?'),
  cooking('How do I make crispy tofu?'),
  cooking('Pie crust keeps shrinking, why?'),
  cooking('How long to poach salmon?'),
  cooking('What can I use instead of baking soda?'),
  cooking('Risotto that is too salty, how to fix it?'),
];
