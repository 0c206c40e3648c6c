// @nlpjs ships no type declarations; only the stemmer and stop-word classes the chat uses are typed.
interface NlpjsStemmer {
  stemWord(word: string): string;
}
interface NlpjsStopwords {
  isStopword(word: string): boolean;
}

declare module '@nlpjs/lang-ca' {
  export class StemmerCa implements NlpjsStemmer {
    stemWord(word: string): string;
  }
  export class StopwordsCa implements NlpjsStopwords {
    isStopword(word: string): boolean;
  }
}
declare module '@nlpjs/lang-es' {
  export class StemmerEs implements NlpjsStemmer {
    stemWord(word: string): string;
  }
  export class StopwordsEs implements NlpjsStopwords {
    isStopword(word: string): boolean;
  }
}
declare module '@nlpjs/lang-en-min' {
  export class StemmerEn implements NlpjsStemmer {
    stemWord(word: string): string;
  }
  export class StopwordsEn implements NlpjsStopwords {
    isStopword(word: string): boolean;
  }
}
