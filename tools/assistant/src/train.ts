/**
 * `npm run assistant:train [-- --out <file>]`: trains the topic model on the corpus and writes its
 * weights to the server's topic-model.json, or to --out (a relative path is read from where npm was
 * run) to compare a training with the shipped file without touching it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { TOPIC_MODEL_FILE } from './server-ai.ts';
import { writeTopicModelFile } from './topic/train-topic-model.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const shippedPath = fileURLToPath(TOPIC_MODEL_FILE);
const out = values.out ? resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : shippedPath;
const shipped = readFileSync(shippedPath);

const start = performance.now();
const weights = writeTopicModelFile(out);
const same = readFileSync(out).equals(shipped);
console.info(`${out}: ${weights} weights, trained in ${((performance.now() - start) / 1000).toFixed(1)} s`);
console.info(
  same
    ? 'byte for byte the topic-model.json the server shipped before this run'
    : 'differs from the topic-model.json the server shipped before this run',
);
