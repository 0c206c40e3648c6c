/** A refusal a handler throws; the sender sees it as the chat's system line 'Error: ...'. */
export const refuse = (code: string, message: string) =>
  Object.assign(new Error(message), { refusal: { code, message } });

type Refusal = Error & { refusal: { code: string; message: string } };

export const isRefusal = (err: unknown): err is Refusal => err instanceof Error && 'refusal' in err;
