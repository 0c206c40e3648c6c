/**
 * Reports (docs/product.md#denuncies): the 'Denunciar' modal of the recipe page and the profile,
 * the reports API's answers and the notice its outcome sends to each reporter. Kept out of ca.ts:
 * the landing page never shows them (docs/decisions/0010).
 */
export const caReports = {
  reports: {
    menuOf: 'Més opcions: {what}',
    commentOf: 'comentari de {name}',
    report: 'Denunciar',
    modalTitle: 'Denunciar',
    intro: 'Digues-nos què hi ha de malament. Un administrador ho revisarà.',
    reasonLabel: 'Motiu',
    reasons: {
      spam: 'Correu brossa',
      offensive: 'Ofensiu',
      dangerous: 'Perillós',
      not_a_recipe: 'No és una recepta',
      other: 'Altres',
    },
    detailsLabel: 'Detalls (opcional)',
    detailsPlaceholder: 'Explica-ho breument...',
    detailsCount: '{n} / {max}',
    reasonRequired: 'Tria un motiu.',
    submit: 'Enviar la denúncia',
    sent: 'Gràcies: hem rebut la teva denúncia i un administrador la revisarà.',
    failed: "No s'ha pogut enviar la denúncia. Torna-ho a provar.",
    // The API's refusals.
    badTarget: 'El tipus ha de ser recipe, comment, cooksnap o user.',
    badReason: 'El motiu ha de ser spam, offensive, dangerous, not_a_recipe o other.',
    detailsTooLong: 'Els detalls poden tenir com a màxim {max} caràcters.',
    notFound: "No s'ha trobat el que vols denunciar.",
    ownContent: 'No pots denunciar el teu propi contingut.',
    ownAccount: 'No et pots denunciar a tu mateix.',
    alreadyReported: 'Ja has denunciat això: un administrador ho revisarà aviat.',
    reportNotFound: "No s'ha trobat la denúncia.",
    alreadyResolved: 'Aquesta denúncia ja està resolta.',
    badAction: "L'acció ha de ser dismiss o delete.",
    dismissed: 'Denúncies descartades: «{label}» torna a ser visible.',
    deleted: 'Eliminat: «{label}».',
    // What each reporter is told (notification 'report_resolved').
    noticeDismissed:
      'Hem revisat la teva denúncia sobre «{label}»: no incompleix les normes i es manté publicat.',
    noticeDeleted: 'Hem revisat la teva denúncia sobre «{label}»: l’hem eliminat. Gràcies per avisar.',
    // A target hidden by reports.
    hiddenRecipe: 'Amagada per denúncies',
    hiddenRecipeExplained:
      'Diverses persones han denunciat aquesta recepta: està amagada de les llistes fins que un administrador la revisi.',
    hiddenRecipeLocked:
      'Aquesta recepta està amagada per denúncies: no es pot editar fins que un administrador la revisi.',
    hiddenProfile:
      'Diverses persones han denunciat aquest perfil: la seva foto i la seva biografia estan amagades fins que un administrador el revisi.',
  },
};
