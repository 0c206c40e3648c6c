// jsdom's browser speaks 'en-US': the screens' tests read the Catalan of the spec, as a browser set
// to Catalan would show it (lib/locale.ts reads navigator.languages when first imported, so this
// module is the setup's first import).
Object.defineProperty(window.navigator, 'languages', { value: ['ca-ES', 'ca'], configurable: true });
Object.defineProperty(window.navigator, 'language', { value: 'ca-ES', configurable: true });
