import {
  IMPORT_RECIPES_MAX,
  IMPORT_UNPACK_RATIO_MAX,
  IMPORT_UNPACKED_MAX_BYTES,
} from '@receptari/shared/import/import.rules';
import { fileErrors } from '../import-file-errors.ts';

const MB = 1024 * 1024;

/** What one export file may unpack to (docs/product.md#from-another-app). */
export interface UnpackLimits {
  /** Every byte unpacked from the file, all levels of nesting together. */
  readonly totalMax: number;
  /** Unpacked over packed size of one entry: past it, the entry is a zip bomb. */
  readonly ratioMax: number;
  /**
   * Below this many unpacked bytes an entry's ratio is not held against it: a short, repetitive
   * JSON compresses a hundredfold and harms nobody; a bomb needs size to hurt.
   */
  readonly ratioFloor: number;
  /** One entry read into memory: a recipe's JSON, a photo, a Tandoor recipe's own zip. */
  readonly entryMax: number;
  /** Files in one zip: a Mealie recipe brings a JSON and a few pictures, 2,000 of them fit. */
  readonly entriesMax: number;
}

export const UNPACK_LIMITS: UnpackLimits = {
  totalMax: IMPORT_UNPACKED_MAX_BYTES,
  ratioMax: IMPORT_UNPACK_RATIO_MAX,
  ratioFloor: MB,
  entryMax: 50 * MB,
  entriesMax: IMPORT_RECIPES_MAX * 10,
};

/**
 * The running count of one file's unpacking. Declared sizes are checked before a byte is inflated
 * (`checkDeclared`), and real bytes are counted as they come (`meter`), since a zip's sizes are
 * whatever its maker wrote.
 */
export class UnpackBudget {
  private spent = 0;

  constructor(readonly limits: UnpackLimits = UNPACK_LIMITS) {}

  checkDeclared(name: string, packed: number, unpacked: number) {
    if (unpacked > this.limits.totalMax) throw fileErrors.unpackedTooLarge(this.limits.totalMax);
    this.checkRatio(name, packed, unpacked);
  }

  /** A counter for one entry's real bytes: throws as soon as the entry or the file goes too far. */
  meter(name: string, packed: number) {
    let unpacked = 0;
    return (bytes: number) => {
      unpacked += bytes;
      this.spent += bytes;
      if (this.spent > this.limits.totalMax) throw fileErrors.unpackedTooLarge(this.limits.totalMax);
      this.checkRatio(name, packed, unpacked);
    };
  }

  private checkRatio(name: string, packed: number, unpacked: number) {
    if (unpacked > this.limits.ratioFloor && unpacked > Math.max(packed, 1) * this.limits.ratioMax)
      throw fileErrors.zipBomb(name, this.limits.ratioMax);
  }
}
