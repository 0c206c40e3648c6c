/** The detector's fixed input side (its model.json signature: 1x512x512x3). */
export const DETECTOR_SIZE = 512;
/** nsfwjs's MobileNetV2 input side; the smallest of its bundled models. */
export const EXPLICIT_SIZE = 224;

/** Raw RGB pixels of one image, one square per model, as the models read them. */
export type ModelInputs = { detector: Uint8Array; explicit: Uint8Array };
