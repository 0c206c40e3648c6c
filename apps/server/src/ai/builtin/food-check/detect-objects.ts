import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { type GraphModel, loadGraphModel } from '@tensorflow/tfjs-converter';
import { COCO_LABELS, type CocoLabel } from './coco-labels.ts';
import { initTfBackend } from './init-tf-backend.ts';
import { modelFileHandler } from './load-graph-model-file.ts';
import { DETECTOR_SIZE } from './model-inputs.ts';

/** The best score seen for each class, the order of the model's own ranking. */
export type Detections = Partial<Record<CocoLabel, number>>;

const require = createRequire(import.meta.url);
let model: Promise<GraphModel> | undefined;

/** MB3-CenterNet (COCO), the object model @vladmandic/human ships in its models folder. */
function loadDetector(): Promise<GraphModel> {
  model ??= (async () => {
    await initTfBackend();
    // human's package exports no subpaths, so its folder is found from its main file.
    const humanDist = path.dirname(require.resolve('@vladmandic/human'));
    return loadGraphModel(modelFileHandler(path.join(humanDist, '..', 'models', 'centernet.json')));
  })();
  // A failed load is not cached: the next check tries again.
  model.catch(() => (model = undefined));
  return model;
}

/**
 * Runs the detector on raw RGB pixels already sized DETECTOR_SIZE square. Pixel values stay
 * 0-255, as human feeds them. The graph's `tower_0/detections` output is its top 100
 * candidates as [x1, y1, x2, y2, score, class]; only the best score per class is kept,
 * since the rules ask what was seen, not where.
 */
export async function detectObjects(rgb: Uint8Array): Promise<Detections> {
  const detector = await loadDetector();
  const rows = tf.tidy(() => {
    const input = tf.tensor4d(Float32Array.from(rgb), [1, DETECTOR_SIZE, DETECTOR_SIZE, 3]);
    return detector.execute(input, 'tower_0/detections') as tf.Tensor;
  });
  const candidates = (await rows.array()) as number[][][];
  rows.dispose();
  const best: Detections = {};
  for (const [, , , , score = 0, classId = -1] of candidates[0] ?? []) {
    const label = COCO_LABELS[classId];
    if (label && score > (best[label] ?? 0)) best[label] = score;
  }
  return best;
}
