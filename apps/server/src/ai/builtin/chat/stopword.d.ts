// The `stopword` package ships no type declarations; only the three lists the chat reads are typed.
declare module 'stopword' {
  export const cat: readonly string[];
  export const spa: readonly string[];
  export const eng: readonly string[];
}
