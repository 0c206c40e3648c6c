import * as tf from '@tensorflow/tfjs-core';
import { load, type NSFWJS } from 'nsfwjs';
import { initTfBackend } from './init-tf-backend.ts';
import { EXPLICIT_SIZE } from './model-inputs.ts';

/** The two nsfwjs classes that mean explicit content (Sexy and Drawing are not refused). */
export type ExplicitScores = { porn: number; hentai: number };

let model: Promise<NSFWJS> | undefined;

function loadClassifier(): Promise<NSFWJS> {
  model ??= (async () => {
    await initTfBackend();
    // The weights ship inside nsfwjs as JS modules: nothing is fetched.
    return load('MobileNetV2');
  })();
  model.catch(() => (model = undefined));
  return model;
}

/** Classifies raw RGB pixels sized EXPLICIT_SIZE square. */
export async function detectExplicit(rgb: Uint8Array): Promise<ExplicitScores> {
  const classifier = await loadClassifier();
  const image = tf.tensor3d(Uint8Array.from(rgb), [EXPLICIT_SIZE, EXPLICIT_SIZE, 3], 'int32');
  try {
    const predictions = await classifier.classify(image, 5);
    const score = (name: string) => predictions.find((p) => p.className === name)?.probability ?? 0;
    return { porn: score('Porn'), hentai: score('Hentai') };
  } finally {
    image.dispose();
  }
}
