import type { caReports } from '../ca/reports.ts';
import type { Translation } from '../translation.ts';

/** Spanish of ca/reports.ts (docs/product.md "Languages"). */
export const esReports: Translation<typeof caReports> = {
  reports: {
    menuOf: 'Más opciones: {what}',
    commentOf: 'comentario de {name}',
    report: 'Denunciar',
    modalTitle: 'Denunciar',
    intro: 'Cuéntanos qué está mal. Un administrador lo revisará.',
    reasonLabel: 'Motivo',
    reasons: {
      spam: 'Spam',
      offensive: 'Ofensivo',
      dangerous: 'Peligroso',
      not_a_recipe: 'No es una receta',
      other: 'Otros',
    },
    detailsLabel: 'Detalles (opcional)',
    detailsPlaceholder: 'Explícalo brevemente...',
    detailsCount: '{n} / {max}',
    reasonRequired: 'Elige un motivo.',
    submit: 'Enviar la denuncia',
    sent: 'Gracias: hemos recibido tu denuncia y un administrador la revisará.',
    failed: 'No se ha podido enviar la denuncia. Vuelve a intentarlo.',
    badTarget: 'El tipo tiene que ser recipe, comment, cooksnap o user.',
    badReason: 'El motivo tiene que ser spam, offensive, dangerous, not_a_recipe u other.',
    detailsTooLong: 'Los detalles pueden tener como máximo {max} caracteres.',
    notFound: 'No se ha encontrado lo que quieres denunciar.',
    ownContent: 'No puedes denunciar tu propio contenido.',
    ownAccount: 'No puedes denunciarte a ti mismo.',
    alreadyReported: 'Ya has denunciado esto: un administrador lo revisará pronto.',
    reportNotFound: 'No se ha encontrado la denuncia.',
    alreadyResolved: 'Esta denuncia ya está resuelta.',
    badAction: 'La acción tiene que ser dismiss o delete.',
    dismissed: 'Denuncias descartadas: «{label}» vuelve a estar visible.',
    deleted: 'Eliminado: «{label}».',
    noticeDismissed:
      'Hemos revisado tu denuncia sobre «{label}»: no incumple las normas y se mantiene publicado.',
    noticeDeleted: 'Hemos revisado tu denuncia sobre «{label}»: lo hemos eliminado. Gracias por avisar.',
    hiddenRecipe: 'Oculta por denuncias',
    hiddenRecipeExplained:
      'Varias personas han denunciado esta receta: está oculta de las listas hasta que un administrador la revise.',
    hiddenRecipeLocked:
      'Esta receta está oculta por denuncias: no se puede editar hasta que un administrador la revise.',
    hiddenProfile:
      'Varias personas han denunciado este perfil: su foto y su biografía están ocultas hasta que un administrador lo revise.',
  },
};
