/**
 * A multinomial naive Bayes over stemmed words, with Laplace smoothing. Small and exact:
 * training on a few hundred sentences takes milliseconds, and the same corpus always gives
 * the same model, which keeps the builtin chat deterministic.
 */
export interface NaiveBayes<Label extends string> {
  /** The probability of each label; features training never saw carry no weight. */
  predict(features: readonly string[]): Record<Label, number>;
}

export function trainNaiveBayes<Label extends string>(
  labels: readonly Label[],
  examples: readonly { features: readonly string[]; label: Label }[],
): NaiveBayes<Label> {
  const counts = new Map<Label, Map<string, number>>(labels.map((l) => [l, new Map()]));
  const totals = new Map<Label, number>(labels.map((l) => [l, 0]));
  const vocabulary = new Set<string>();
  for (const { features, label } of examples) {
    const table = counts.get(label)!;
    for (const feature of features) {
      vocabulary.add(feature);
      table.set(feature, (table.get(feature) ?? 0) + 1);
      totals.set(label, totals.get(label)! + 1);
    }
  }
  const size = vocabulary.size;

  return {
    predict(features) {
      const known = features.filter((f) => vocabulary.has(f));
      const logs = labels.map((label) => {
        const table = counts.get(label)!;
        const denominator = Math.log(totals.get(label)! + size);
        // Uniform priors: how many sentences each label has says how the corpus was written, not
        // how often people ask; only the words should decide.
        let score = 0;
        for (const f of known) score += Math.log((table.get(f) ?? 0) + 1) - denominator;
        return score;
      });
      // Softmax from the largest score, so long questions cannot underflow to 0/0.
      const top = Math.max(...logs);
      const weights = logs.map((s) => Math.exp(s - top));
      const sum = weights.reduce((a, b) => a + b, 0);
      return Object.fromEntries(labels.map((l, i) => [l, weights[i]! / sum])) as Record<Label, number>;
    },
  };
}
