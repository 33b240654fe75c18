// Trains the offline land-use classifier and writes src/aerial/land-use/model.json.
// Run in packages/doc-processing: pnpm exec tsx scripts/train-land-use.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAND_USES, type LandUse } from '@groundwork/contracts';
import { landUseFeatures } from '../src/aerial/land-use/features';
import { ensembleLogits, type MlpEnsemble, softmax } from '../src/aerial/land-use/mlp';
import { samplePatch } from '../src/aerial/land-use/patch';
import { fitTemperature, trainMlp } from '../src/aerial/land-use/train-mlp';
import type { GreyImage } from '../src/grey-image';
import { AERIAL_FIXTURES, type AerialPosition, type FixturePhoto, propertyPoints, readFixturePhotos } from '../src/testing/aerial-fixtures';
import { labelledPatches } from '../src/testing/aerial-scene';
import { coarsen, dihedral, restyle } from '../src/testing/aerial-scene/augment';
import { Random } from '../src/testing/city-directory-layouts/random';

/** Seeds of the generated splits; the classifier's tests draw scenes from other seeds. */
const TRAINING_SEEDS = { train: 1001, calibration: 2002, test: 3003 } as const;
const SCENES = { train: 560, calibration: 60, test: 120 };
/** Fixture photos held apart (whole photos, never an augmented copy of a training one). */
const HELD_APART_YEARS: Record<string, number[]> = { 'aerial_package_01_a.pdf': [1965, 2007], 'aerial_package_02_d.pdf': [1962, 1988] };
const AUGMENTED_COPIES = 12;
const POSITIONS: AerialPosition[] = ['subject', 'north', 'south', 'east', 'west'];

interface Sample {
  features: number[];
  label: number;
}

const sample = (patch: GreyImage, label: LandUse): Sample => ({ features: landUseFeatures(patch), label: LAND_USES.indexOf(label) });

function generated(seed: number, scenes: number): Sample[] {
  return [...labelledPatches({ seed, scenes })].map(({ patch, label }) => sample(patch, label));
}

/** Each window of a photo as printed, and (for training) augmented copies: shifted, rescaled, rotated, coarsened and restyled. */
function fixtureSamples(photos: FixturePhoto[], copies: number, random: Random): Sample[] {
  const samples: Sample[] = [];
  for (const photo of photos) {
    const points = propertyPoints(photo);
    for (const position of POSITIONS) {
      const label = photo.landUse[position];
      const point = points[position];
      samples.push(sample(samplePatch(photo.image, point, photo.ftPerPx), label));
      for (let copy = 0; copy < copies; copy += 1) {
        const shift = () => random.between(-20, 20) / photo.ftPerPx;
        const scaled = samplePatch(photo.image, { x: point.x + shift(), y: point.y + shift() }, photo.ftPerPx * random.between(0.9, 1.1));
        const coarse = coarsen(dihedral(scaled, copy % 8), random.chance(0.5) ? random.between(1, 2.2) : 1);
        samples.push(sample(restyle(coarse, random), label));
      }
    }
  }
  return samples;
}

function predict(model: MlpEnsemble, samples: Sample[]): number[] {
  return samples.map(({ features }) => {
    const p = softmax(ensembleLogits(model, features), model.temperature);
    return p.indexOf(Math.max(...p));
  });
}

function report(title: string, samples: Sample[], predicted: number[]) {
  const matrix = LAND_USES.map(() => LAND_USES.map(() => 0));
  samples.forEach(({ label }, index) => {
    matrix[label]![predicted[index]!]! += 1;
  });
  const correct = samples.filter(({ label }, index) => label === predicted[index]).length;
  console.log(`\n${title}: accuracy ${(correct / samples.length).toFixed(3)} (${correct}/${samples.length})`);
  console.log(`${'truth \\ predicted'.padEnd(18)}${LAND_USES.map((label) => label.slice(0, 6).padStart(8)).join('')}   recall`);
  matrix.forEach((row, index) => {
    const total = row.reduce((sum, value) => sum + value, 0);
    const recall = total > 0 ? (row[index]! / total).toFixed(3) : '  -  ';
    console.log(`${LAND_USES[index]!.padEnd(18)}${row.map((value) => String(value).padStart(8)).join('')}   ${recall}`);
  });
}

const TRAINING = { hidden: 32, epochs: 60, learningRate: 0.01, l2: 3e-4, batchSize: 32 };
const MEMBER_SEEDS = [7, 8, 9];

/** An ensemble of perceptrons trained from different seeds, temperature 1 until calibrated. */
function train(samples: Sample[]): MlpEnsemble {
  const rows = samples.map((s) => s.features);
  const labels = samples.map((s) => s.label);
  return { members: MEMBER_SEEDS.map((seed) => trainMlp(rows, labels, LAND_USES.length, { ...TRAINING, seed })), temperature: 1 };
}

interface PackageSamples {
  name: string;
  /** The windows of the photos used for training, as printed and augmented. */
  trainAugmented: Sample[];
  /** The same for the held-apart photos (used only when a whole package is left out). */
  heldApartAugmented: Sample[];
  /** The held-apart photos' windows as printed. */
  heldApart: Sample[];
  /** Every window of the package as printed. */
  all: Sample[];
}

async function packageSamples(name: string, random: Random): Promise<PackageSamples> {
  const photos = await readFixturePhotos(name);
  const heldApartYears = HELD_APART_YEARS[name] ?? [];
  const trainPhotos = photos.filter((photo) => !heldApartYears.includes(photo.year));
  const heldApartPhotos = photos.filter((photo) => heldApartYears.includes(photo.year));
  const augmented = (list: FixturePhoto[]) => fixtureSamples(list, AUGMENTED_COPIES, random);
  return {
    name,
    trainAugmented: augmented(trainPhotos),
    heldApartAugmented: augmented(heldApartPhotos),
    heldApart: fixtureSamples(heldApartPhotos, 0, random),
    all: fixtureSamples(photos, 0, random),
  };
}

/** Each fixture package judged by a model that never saw it (trained on the generated scenes and the other package): a stand-in for an unseen vendor. */
function leaveOnePackageOut(generatedTrain: Sample[], packages: PackageSamples[]) {
  for (const left of packages) {
    const others = packages.filter((other) => other !== left).flatMap((other) => [...other.trainAugmented, ...other.heldApartAugmented]);
    const model = train([...generatedTrain, ...others]);
    report(`Package left out: ${left.name}`, left.all, predict(model, left.all));
  }
}

async function main() {
  const started = Date.now();
  const random = new Random(4004);
  const packages: PackageSamples[] = [];
  for (const name of AERIAL_FIXTURES) packages.push(await packageSamples(name, random));
  const generatedTrain = generated(TRAINING_SEEDS.train, SCENES.train);
  const fixtureTrain = packages.flatMap((pkg) => pkg.trainAugmented);
  const trainSet = [...generatedTrain, ...fixtureTrain];
  const calibration = generated(TRAINING_SEEDS.calibration, SCENES.calibration);
  const testGenerated = generated(TRAINING_SEEDS.test, SCENES.test);
  const testFixture = packages.flatMap((pkg) => pkg.heldApart);
  console.log(
    `features ready after ${((Date.now() - started) / 1000).toFixed(1)} s: train ${trainSet.length} (${fixtureTrain.length} from fixtures), calibration ${calibration.length}, test ${testGenerated.length} generated + ${testFixture.length} fixture windows`,
  );
  const model = train(trainSet);
  model.temperature = fitTemperature(
    calibration.map((s) => ensembleLogits(model, s.features)),
    calibration.map((s) => s.label),
  );
  report('Training set', trainSet, predict(model, trainSet));
  report('Held-apart generated scenes', testGenerated, predict(model, testGenerated));
  report('Held-apart fixture photos', testFixture, predict(model, testFixture));
  leaveOnePackageOut(generatedTrain, packages);
  const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/aerial/land-use/model.json');
  fs.writeFileSync(target, `${JSON.stringify(model)}\n`);
  // Laid out as the repository's formatter wants it, so `biome check` stays clean after a retrain.
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', target], { stdio: 'ignore' });
  console.log(`\ntemperature ${model.temperature}; wrote ${path.relative(process.cwd(), target)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
