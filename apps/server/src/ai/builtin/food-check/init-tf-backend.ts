import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

const require = createRequire(import.meta.url);

let ready: Promise<string> | undefined;

/**
 * Picks tfjs's WebAssembly backend once per process, its .wasm files read from node_modules,
 * never from a CDN: one check takes about 0.2 s on it against 6.4 s on the pure-JS cpu
 * backend (bench/food-check, 2 cores). If WebAssembly cannot start, the cpu backend gives
 * the same answers, only slower.
 */
export function initTfBackend(): Promise<string> {
  ready ??= (async () => {
    const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
    setWasmPaths(`${wasmDir}${path.sep}`);
    const wasm = await tf.setBackend('wasm').catch(() => false);
    if (!wasm) await tf.setBackend('cpu');
    await tf.ready();
    return tf.getBackend();
  })();
  return ready;
}
