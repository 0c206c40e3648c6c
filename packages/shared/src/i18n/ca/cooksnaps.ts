/**
 * 'Ho he fet!' (cooksnaps, docs/product.md#cooksnaps): the recipe page's section, the profile's
 * 'Ho he fet' section, the review queue's part and the API's messages. Lazy screens and the server
 * only, apart from ca.ts (docs/decisions/0009-server-only-strings.md).
 */
export const caCooksnaps = {
  cooksnaps: {
    title: 'Ho he fet!',
    titleCount: 'Ho he fet! ({n})',
    count:
      '{n, plural, =0 {Encara ningú no ha dit que l’ha fet.} one {1 persona l’ha fet} other {{n} persones l’han fet}}',
    intro: 'Has cuinat aquesta recepta? Comparteix una foto del teu plat.',
    post: 'Ho he fet!',
    dialogTitle: 'Ho he fet!',
    photo: 'Foto del teu plat',
    choosePhoto: 'Tria una foto',
    changePhoto: 'Canvia la foto',
    photoPreview: 'Vista prèvia de la foto',
    photoHint: 'Una foto del plat que has cuinat (JPEG, PNG o WebP).',
    checkingPhoto: 'Validant la imatge...',
    note: 'Nota (opcional)',
    notePlaceholder: 'Com t’ha sortit? Has canviat res?',
    noteCount: '{n} / {max}',
    share: 'Publicar',
    cancel: 'Cancel·lar',
    posted: 'Gràcies! La teva foto ja és a la recepta.',
    postedPending: 'Gràcies! La teva foto quedarà pendent de revisió fins que un administrador l’aprovi.',
    postedReviewAfter: 'Gràcies! La teva foto ja és a la recepta; un administrador la revisarà després.',
    postFailed: 'No s’ha pogut publicar la teva foto. Torna-ho a provar.',
    pendingBadge: 'Pendent de revisió',
    pendingExplained: 'Només la veus tu i els administradors fins que s’aprovi.',
    hiddenBadge: 'Amagada per denúncies',
    hiddenExplained:
      'Diverses persones han denunciat aquesta foto: només la veus tu i els administradors fins que un administrador la revisi.',
    by: 'Fet per {name}',
    photoAlt: 'El plat de {name}: {title}',
    delete: 'Eliminar',
    deleteLabel: 'Eliminar la foto de {name}',
    // The 'Denunciar' menu's target, in 'Més opcions: {what}'.
    reportWhat: 'foto de {name}',
    deleteTitle: 'Eliminar la foto',
    deleteText: 'Segur que vols eliminar aquesta foto de «Ho he fet!»? No es pot desfer.',
    deleted: 'Foto eliminada.',
    deleteFailed: 'No s’ha pogut eliminar la foto. Torna-ho a provar.',
    loadFailed: 'No s’han pogut carregar les fotos de «Ho he fet!».',
    loadMore: 'Veure’n més',
    listLabel: 'Fotos de qui ha fet la recepta',
    // The profile's section.
    profileTab: 'Ho he fet',
    profileEmpty: 'Aquest usuari encara no ha compartit cap plat que hagi fet.',
    profileListLabel: 'Plats que ha fet',
    // The review queue's part (admins).
    reviewTitle: 'Fotos de «Ho he fet!» pendents',
    reviewEmpty: 'No hi ha cap foto de «Ho he fet!» pendent de revisió.',
    reviewApprove: 'Aprovar',
    reviewReject: 'Rebutjar',
    reviewRejectTitle: 'Rebutjar la foto',
    reviewRejectText: 'La foto de {name} s’eliminarà i se li dirà. Vols continuar?',
    reviewFailed: 'No s’ha pogut desar la decisió. Torna-ho a provar.',
    // The API's messages.
    imageRequired: 'Has de pujar una foto del plat que has fet.',
    imageNotOwned: 'La foto ha de ser una imatge que hagis pujat tu.',
    ownRecipe: 'No pots dir «Ho he fet!» de la teva pròpia recepta.',
    noteTooLong: 'La nota pot tenir com a màxim {max} caràcters.',
    badLimit: 'El límit ha de ser un nombre enter entre 1 i 50.',
    notFound: 'Aquesta foto de «Ho he fet!» no existeix.',
    notAllowed: 'Només qui l’ha publicada o un administrador pot eliminar aquesta foto.',
    notPending: 'Aquesta foto no està pendent de revisió.',
    approved: 'Foto aprovada i publicada.',
    kept: 'Foto revisada: es manté publicada.',
    rejected: 'Foto rebutjada i eliminada.',
    rejectedNotice:
      'Un administrador ha rebutjat la teva foto de «Ho he fet!» de la recepta "{title}": no mostrava menjar.',
    unverified: "No s'hi ha pogut reconèixer menjar: un administrador revisarà la foto.",
  },
};
