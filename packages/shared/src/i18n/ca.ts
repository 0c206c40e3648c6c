/**
 * Every user-visible string, verbatim from the product spec (Catalan, and the
 * few Spanish ones the spec keeps). Server and web both read them from here.
 */
export const ca = {
  app: {
    name: 'Receptari',
    comingSoon: 'Aviat disponible',
  },
  auth: {
    loginTitle: 'Benvingut de nou!',
    loginFailed: 'Credencials incorrectes o token invàlid.',
    registerUnexpected: 'Error inesperado en el registro. Intenta de nuevo.',
    invalidCredentials: 'Nom d’usuari o contrasenya incorrectes.',
    tooManyAttempts: 'Massa intents fallits. Torna-ho a provar d’aquí a uns minuts.',
    unauthorized: 'Unauthorized - Please login',
    noToken: 'No token found',
    loggedOut: 'Sessió tancada correctament.',
    nameTaken: 'Aquest nom d’usuari ja està en ús.',
    emailTaken: 'Aquest correu electrònic ja està registrat.',
    nameRequired: 'El nom d’usuari és obligatori.',
    nameTooLong: 'El nom d’usuari pot tenir com a màxim 50 caràcters.',
    emailInvalid: 'El correu electrònic no és vàlid.',
    passwordTooShort: 'La contrasenya ha de tenir almenys 8 caràcters.',
    passwordTooLong: 'La contrasenya pot tenir com a màxim 200 caràcters.',
    passwordRequired: 'La contrasenya és obligatòria.',
  },
  preferences: {
    save: 'Guardar Preferencias',
    saving: 'Guardando...',
    saved: 'Preferencias guardadas correctamente',
    loadFailed: 'Error al cargar las opciones',
    saveFailed: 'Error al guardar las preferencias',
    notFound: 'Encara no has desat cap preferència.',
    unknownCuisines: 'Alguna de les cuines triades no existeix.',
    unknownCategories: 'Alguna de les categories triades no existeix.',
  },
  errors: {
    validation: 'Les dades enviades no són vàlides.',
    malformedJson: 'El cos de la petició no és un JSON vàlid.',
    bodyTooLarge: 'El cos de la petició és massa gran.',
    notFound: 'No s’ha trobat el recurs demanat.',
    forbidden: 'No tens permís per fer aquesta acció.',
    rateLimited: 'Massa peticions. Torna-ho a provar d’aquí a una estona.',
    internal: 'Hi ha hagut un error inesperat al servidor.',
    unsupportedMediaType: 'Tipus de contingut no admès.',
  },
} as const;
