/**
 * A binary logistic regression over sparse named features, as the server runs it: the weights come
 * from topic-model.json, trained ahead of time by the assistant's laboratory
 * (tools/assistant/src/topic/train-logistic-regression.ts), so the same file always gives the same
 * answers.
 */
export type SparseVector = ReadonlyMap<string, number>;

export interface LogisticModel {
  /** P(label = true). */
  predict(features: SparseVector): number;
  readonly weights: ReadonlyMap<string, number>;
  readonly bias: number;
}

export const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

/** A trained model from its weights, at the end of training or read back from a file. */
export function logisticModel(weights: ReadonlyMap<string, number>, bias: number): LogisticModel {
  return {
    weights,
    bias,
    predict(features) {
      let z = bias;
      for (const [name, value] of features) z += (weights.get(name) ?? 0) * value;
      return sigmoid(z);
    },
  };
}
