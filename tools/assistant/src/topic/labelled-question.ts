/** A sentence of the corpus or of a held-out split, with its label: a cooking question or not. */
export interface LabelledQuestion {
  text: string;
  cooking: boolean;
}
