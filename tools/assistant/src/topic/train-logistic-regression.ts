/**
 * A binary logistic regression over sparse named features, L2-regularised, trained by AdaGrad SGD
 * in a fixed order. Written here rather than taken from npm: the registry's packages are dense
 * (ml-logistic-regression builds an examples × features matrix: thousands of character n-grams
 * make that megabytes per epoch), and the perceptron already installed with @nlpjs/nlu has no
 * regularisation and trains to zero error, which learns the corpus by heart. Deterministic: the same
 * examples always give the same weights, so the builtin chat answers the same on every start. The
 * server's half (apps/server's chat/logistic-model.ts) reads the trained weights back and predicts.
 */
import { type LogisticModel, logisticModel, type SparseVector, sigmoid } from '../server-ai.ts';

export interface LogisticOptions {
  /** L2 strength per example; larger keeps rare features (one sentence's words) from deciding. */
  l2: number;
  epochs: number;
  learningRate: number;
}

/** A fixed permutation (a linear congruential generator with a constant seed): no Math.random. */
function shuffledOrder(length: number, seed: number): number[] {
  const order = Array.from({ length }, (_, i) => i);
  let state = seed >>> 0;
  for (let i = length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export function trainLogisticRegression(
  examples: readonly { features: SparseVector; label: boolean }[],
  options: LogisticOptions,
): LogisticModel {
  // Feature names become indices once, so the epochs run over typed arrays, not string maps.
  const index = new Map<string, number>();
  const rows = examples.map(({ features, label }) => {
    const keys = new Int32Array(features.size);
    const values = new Float64Array(features.size);
    let k = 0;
    for (const [name, value] of features) {
      let i = index.get(name);
      if (i === undefined) index.set(name, (i = index.size));
      keys[k] = i;
      values[k] = value;
      k += 1;
    }
    return { keys, values, label };
  });
  const w = new Float64Array(index.size);
  const squares = new Float64Array(index.size);
  let bias = 0;
  let biasSquares = 0;
  // Each label weighs half: how many sentences a label has says how the corpus was written.
  const positives = examples.filter((e) => e.label).length;
  const weightOf = (label: boolean) =>
    examples.length / (2 * Math.max(1, label ? positives : examples.length - positives));
  const { l2, learningRate } = options;
  const epsilon = 1e-8;

  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (const r of shuffledOrder(rows.length, 20 + epoch)) {
      const { keys, values, label } = rows[r]!;
      let z = bias;
      for (let k = 0; k < keys.length; k += 1) z += w[keys[k]!]! * values[k]!;
      const error = (sigmoid(z) - (label ? 1 : 0)) * weightOf(label);
      for (let k = 0; k < keys.length; k += 1) {
        const i = keys[k]!;
        const gradient = error * values[k]! + l2 * w[i]!;
        squares[i] = squares[i]! + gradient * gradient;
        w[i] = w[i]! - (learningRate * gradient) / Math.sqrt(squares[i]! + epsilon);
      }
      biasSquares += error * error;
      bias -= (learningRate * error) / Math.sqrt(biasSquares + epsilon);
    }
  }

  return logisticModel(new Map([...index].map(([name, i]) => [name, w[i]!])), bias);
}
