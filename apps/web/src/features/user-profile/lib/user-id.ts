/** Ids the server takes: a positive 32-bit integer; anything else names nobody. */
export const asUserId = (param: string | undefined) => {
  const id = Number(param);
  return /^\d+$/.test(param ?? '') && Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null;
};
