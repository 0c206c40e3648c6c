import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { io } from '@tensorflow/tfjs-core';

/** The parts of a converted model.json this loader reads (tfjs's own type is looser). */
interface ModelJson {
  modelTopology: object;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  weightsManifest: { paths: string[]; weights: io.WeightsManifestEntry[] }[];
}

/**
 * A tfjs IOHandler that reads a model.json and its weight files from disk. tfjs's own file
 * loader lives in tfjs-node (native, not installed) and fetch() cannot read file:// URLs in
 * Node, so the models that ship inside npm packages are read here, never from the network.
 */
export function modelFileHandler(modelJsonPath: string): io.IOHandler {
  return {
    async load() {
      const json = JSON.parse(await readFile(modelJsonPath, 'utf8')) as ModelJson;
      const dir = path.dirname(modelJsonPath);
      const files = json.weightsManifest.flatMap((group) => group.paths);
      const weights = Buffer.concat(await Promise.all(files.map((f) => readFile(path.join(dir, f)))));
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        // A copy of exactly the bytes read: a Buffer may be a view on a larger shared pool.
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      };
    },
  };
}
