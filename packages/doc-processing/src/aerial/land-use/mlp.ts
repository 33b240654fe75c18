/** A one-hidden-layer perceptron on standardised features (tanh hidden units, softmax output). */
export interface MlpWeights {
  mean: number[];
  scale: number[];
  /** Hidden layer, row-major `hidden × inputs`. */
  hiddenWeights: number[];
  hiddenBias: number[];
  /** Output layer, row-major `classes × hidden`. */
  outputWeights: number[];
  outputBias: number[];
}

/** Perceptrons trained from different seeds whose logits are averaged: steadier than any one of them. */
export interface MlpEnsemble {
  members: MlpWeights[];
  /** Averaged logits are divided by this before the softmax (fitted on held-apart scenes so probabilities are calibrated). */
  temperature: number;
}

function hiddenActivations(weights: MlpWeights, features: readonly number[]): Float64Array {
  const inputs = weights.mean.length;
  const hidden = new Float64Array(weights.hiddenBias.length);
  for (let unit = 0; unit < hidden.length; unit += 1) {
    let sum = weights.hiddenBias[unit]!;
    for (let input = 0; input < inputs; input += 1)
      sum += weights.hiddenWeights[unit * inputs + input]! * ((features[input]! - weights.mean[input]!) / weights.scale[input]!);
    hidden[unit] = Math.tanh(sum);
  }
  return hidden;
}

export function logits(weights: MlpWeights, features: readonly number[]): number[] {
  const hidden = hiddenActivations(weights, features);
  return weights.outputBias.map((bias, output) => {
    let sum = bias;
    for (let unit = 0; unit < hidden.length; unit += 1) sum += weights.outputWeights[output * hidden.length + unit]! * hidden[unit]!;
    return sum;
  });
}

export function softmax(values: readonly number[], temperature = 1): number[] {
  const top = Math.max(...values);
  const exps = values.map((value) => Math.exp((value - top) / temperature));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

export function ensembleLogits({ members }: MlpEnsemble, features: readonly number[]): number[] {
  const sums = logits(members[0]!, features);
  for (const member of members.slice(1)) {
    const values = logits(member, features);
    for (let index = 0; index < sums.length; index += 1) sums[index] = sums[index]! + values[index]!;
  }
  return sums.map((sum) => sum / members.length);
}

export const probabilities = (model: MlpEnsemble, features: readonly number[]) => softmax(ensembleLogits(model, features), model.temperature);
