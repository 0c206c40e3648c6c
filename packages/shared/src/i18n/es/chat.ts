import type { caChat } from '../ca/chat.ts';
import type { Translation } from '../translation.ts';

/** Spanish of ca/chat.ts (docs/product.md "Languages"). */
export const esChat: Translation<typeof caChat> = {
  aiChat: {
    subtitle: 'Asistente de cocina: pregunta por recetas, ingredientes, sustituciones o tiempos de cocción.',
    placeholder: 'Pide una receta...',
    send: 'Enviar',
    failed: 'Ha habido un error al procesar tu petición. Por favor, vuelve a intentarlo.',
    offTopic:
      'Lo siento, solo puedo responder preguntas sobre cocina y recetas. ¿Puedes preguntarme sobre ingredientes, métodos de cocción o recetas concretas?',
    builtinNote: 'Modo básico: el asistente funciona sin conexión, con las recetas de Receptari.',
    typing: 'El asistente está escribiendo...',
    messagesLabel: 'Conversación con el asistente',
    you: 'Tú',
    assistant: 'Asistente',
    empty: 'Pregúntame por una receta, un ingrediente o un tiempo de cocción.',
    tooManyMessages: 'La conversación puede tener como máximo {max} mensajes.',
    messageTooLong: 'Cada mensaje puede tener como máximo {max} caracteres.',
    messageEmpty: 'El mensaje no puede estar vacío.',
    messagesRequired: 'Hace falta al menos un mensaje.',
    minutes: '{n} min',
  },
};
