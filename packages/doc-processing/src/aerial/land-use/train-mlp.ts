import { type MlpWeights, softmax } from './mlp';

export interface TrainingOptions {
  hidden: number;
  epochs: number;
  learningRate: number;
  l2: number;
  batchSize: number;
  seed: number;
}

/** mulberry32: the same seed gives the same initial weights and batch order. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function standardiser(rows: number[][]) {
  const columns = rows[0]!.length;
  const mean = Array.from({ length: columns }, (_, column) => rows.reduce((sum, row) => sum + row[column]!, 0) / rows.length);
  const scale = mean.map((centre, column) => Math.sqrt(rows.reduce((sum, row) => sum + (row[column]! - centre) ** 2, 0) / rows.length) || 1);
  return { mean, scale };
}

/** Adam state for one flat parameter array. */
class AdamParameter {
  private readonly m: Float64Array;
  private readonly v: Float64Array;
  readonly gradient: Float64Array;

  constructor(readonly values: Float64Array) {
    this.m = new Float64Array(values.length);
    this.v = new Float64Array(values.length);
    this.gradient = new Float64Array(values.length);
  }

  step(rate: number, l2: number, t: number) {
    for (let index = 0; index < this.values.length; index += 1) {
      const g = this.gradient[index]! + l2 * this.values[index]!;
      this.m[index] = 0.9 * this.m[index]! + 0.1 * g;
      this.v[index] = 0.999 * this.v[index]! + 0.001 * g * g;
      const mHat = this.m[index]! / (1 - 0.9 ** t);
      const vHat = this.v[index]! / (1 - 0.999 ** t);
      this.values[index] = this.values[index]! - (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
    this.gradient.fill(0);
  }
}

/** Trains one perceptron by minibatch Adam on cross-entropy. */
export function trainMlp(rows: number[][], labels: number[], classes: number, options: TrainingOptions): MlpWeights {
  const random = seededRandom(options.seed);
  const { mean, scale } = standardiser(rows);
  const inputs = mean.length;
  const standard = rows.map((row) => row.map((value, column) => (value - mean[column]!) / scale[column]!));
  const init = (count: number, fanIn: number) => Float64Array.from({ length: count }, () => (random() * 2 - 1) * Math.sqrt(3 / fanIn));
  const w1 = new AdamParameter(init(options.hidden * inputs, inputs));
  const b1 = new AdamParameter(new Float64Array(options.hidden));
  const w2 = new AdamParameter(init(classes * options.hidden, options.hidden));
  const b2 = new AdamParameter(new Float64Array(classes));
  const order = standard.map((_, index) => index);
  const hidden = new Float64Array(options.hidden);
  const hiddenError = new Float64Array(options.hidden);
  let t = 0;
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    const rate = options.learningRate * (0.5 + 0.5 * Math.cos((Math.PI * epoch) / options.epochs));
    for (let start = 0; start < order.length; start += options.batchSize) {
      const batch = order.slice(start, start + options.batchSize);
      for (const sample of batch) {
        const x = standard[sample]!;
        for (let unit = 0; unit < options.hidden; unit += 1) {
          let sum = b1.values[unit]!;
          for (let input = 0; input < inputs; input += 1) sum += w1.values[unit * inputs + input]! * x[input]!;
          hidden[unit] = Math.tanh(sum);
        }
        const out = Array.from({ length: classes }, (_, k) => {
          let sum = b2.values[k]!;
          for (let unit = 0; unit < options.hidden; unit += 1) sum += w2.values[k * options.hidden + unit]! * hidden[unit]!;
          return sum;
        });
        const p = softmax(out);
        hiddenError.fill(0);
        for (let k = 0; k < classes; k += 1) {
          const error = (p[k]! - (labels[sample] === k ? 1 : 0)) / batch.length;
          b2.gradient[k] = b2.gradient[k]! + error;
          for (let unit = 0; unit < options.hidden; unit += 1) {
            w2.gradient[k * options.hidden + unit] = w2.gradient[k * options.hidden + unit]! + error * hidden[unit]!;
            hiddenError[unit] = hiddenError[unit]! + error * w2.values[k * options.hidden + unit]!;
          }
        }
        for (let unit = 0; unit < options.hidden; unit += 1) {
          const delta = hiddenError[unit]! * (1 - hidden[unit]! ** 2);
          b1.gradient[unit] = b1.gradient[unit]! + delta;
          for (let input = 0; input < inputs; input += 1) w1.gradient[unit * inputs + input] = w1.gradient[unit * inputs + input]! + delta * x[input]!;
        }
      }
      t += 1;
      for (const parameter of [w1, b1, w2, b2]) parameter.step(rate, parameter === w1 || parameter === w2 ? options.l2 : 0, t);
    }
  }
  const round = (values: Float64Array | number[]) => Array.from(values, (value) => Number(value.toPrecision(6)));
  return {
    mean: round(mean),
    scale: round(scale),
    hiddenWeights: round(w1.values),
    hiddenBias: round(b1.values),
    outputWeights: round(w2.values),
    outputBias: round(b2.values),
  };
}

/** The temperature (0.3..5) that minimises the negative log-likelihood of `logitRows` for `labels`. */
export function fitTemperature(logitRows: number[][], labels: number[]): number {
  let best = { temperature: 1, loss: Number.POSITIVE_INFINITY };
  for (let temperature = 0.3; temperature <= 5; temperature *= 1.05) {
    const loss = logitRows.reduce((sum, row, index) => sum - Math.log(softmax(row, temperature)[labels[index]!]! + 1e-12), 0);
    if (loss < best.loss) best = { temperature, loss };
  }
  return Number(best.temperature.toFixed(4));
}
