import type { LabelledQuestion } from '../../labelled-question.ts';

const cooking = (text: string): LabelledQuestion => ({ text, cooking: true });
const offTopic = (text: string): LabelledQuestion => ({ text, cooking: false });

/**
 * Development split B (was "food words", issue 20, item 3): off-topic questions that contain a food
 * or recipe word (companies and shares, medicine doses, metaphors, technology, sport) and short or
 * unusual cooking questions, in Catalan, Spanish and English. Never trained on; its errors have been
 * read and tuned against since (docs/assistant.md has its history).
 */
export const DEVELOPMENT_B: readonly LabelledQuestion[] = [
  // Catalan
  offTopic('A quant cotitzen avui les accions de Nestlé?'),
  offTopic('Quina és la recepta de l’èxit en els negocis?'),
  offTopic('Quants mil·ligrams de paracetamol li puc donar a un nen de 20 kg?'),
  offTopic('Per què al Vila-real li diuen el Submarí Groc?'),
  offTopic('Com instal·lo Linux en una Raspberry Pi?'),
  offTopic('Quants diners factura Mercadona cada any?'),
  offTopic('Com esborro les galetes del navegador?'),
  offTopic('Quina dosi d’ibuprofèn és segura per a un adult?'),
  cooking('Escabetx de guatlles?'),
  cooking('Temps ous durs'),
  cooking('Allioli sense ou?'),
  cooking('Com es fa un suquet de peix?'),
  cooking('Quant de sal poso a l’aigua de la pasta?'),
  cooking('Com confito unes carxofes?'),
  cooking('Es pot congelar el brou?'),
  // Spanish
  offTopic('¿Cuánto valen las acciones de Coca-Cola?'),
  offTopic('La receta del médico, ¿cuánto dura?'),
  offTopic('¿Qué dosis de jarabe para la tos le doy a mi hijo?'),
  offTopic('¿Por qué al Atlético le llaman los colchoneros?'),
  offTopic('¿Qué móvil me compro, un Apple o un Samsung?'),
  offTopic('¿Cuál es la receta para ser feliz?'),
  offTopic('¿Cuántos empleados tiene Danone en España?'),
  cooking('¿Salmorejo sin pan?'),
  cooking('¿Cómo se hace una tortilla de camarones?'),
  cooking('¿Puedo congelar la bechamel?'),
  cooking('¿Cuánto tiempo marino el pollo?'),
  cooking('Mojo picón, ¿cómo se hace?'),
  cooking('¿Qué acompaña bien a unas albóndigas?'),
  // English
  offTopic('What is the share price of Kraft Heinz today?'),
  offTopic('What is the recipe for success in a job interview?'),
  offTopic('How much ibuprofen can I give my toddler?'),
  offTopic('Why are Norwich City called the Canaries?'),
  offTopic('How do I clear cookies in Chrome?'),
  offTopic('Is Apple stock a good buy right now?'),
  offTopic('Who won the Super Bowl this year?'),
  offTopic('What is the best Java framework for beginners?'),
  cooking('Brine a turkey how long?'),
  cooking('Gnocchi from scratch?'),
  cooking('How do I temper chocolate?'),
  cooking('Why did my custard curdle?'),
  cooking('Best way to reheat pizza?'),
  cooking('Can I freeze buttermilk?'),
];
