import { rectifyConfusion } from 'unicode-confusables';

/**
 * The confusables skeleton of a user name (UTS #39: NFD, each character mapped to its prototype
 * from Unicode's confusables.txt, NFD again), taken of the NFKC, lower-cased name. Two names that
 * differ only by case, by compatibility forms (fullwidth letters) or by look-alike characters
 * (Cyrillic 'а' for Latin 'a', '0' for 'o', '1' for 'l') share it. Only ever compared, never shown.
 */
export const nameSkeleton = (name: string): string =>
  // Lower-cased again after the mapping: some prototypes are capitals ('0' maps to 'O').
  rectifyConfusion(name.normalize('NFKC').trim().toLowerCase().normalize('NFD'))
    .toLowerCase()
    .normalize('NFD');
