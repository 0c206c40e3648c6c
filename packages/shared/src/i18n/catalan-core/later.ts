// The browser: the Catalan core is a chunk of its own, fetched when Catalan is shown or a text is
// missing in the language shown (translations.ts, lib/locale.ts in the web); the core view takes
// its shape from the dictionary of the language shown (view.ts). Node takes now.ts instead.
export {};
