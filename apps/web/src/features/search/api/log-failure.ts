/** Spec section 8: a filter option list that fails to load is only logged; the section stays empty. */
export function logFailure(what: string) {
  return (error: unknown): never => {
    console.error(`No s'han pogut carregar ${what}`, error);
    throw error;
  };
}
