/**
 * The folder the operator typed the command in: `npm run backup` runs in apps/server (so DATA_DIR
 * defaults to the folder `npm start` uses) and npm gives the caller's folder as INIT_CWD.
 */
export const callerDir = process.env.INIT_CWD ?? process.cwd();

/**
 * Runs a command-line tool: its operator-facing messages in English, a refusal (bad archive,
 * non-empty target, bad arguments) as one line without a stack, and exit code 1 on failure.
 */
export function runCli(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
      if (process.env.DEBUG && err instanceof Error) console.error(err.stack);
      process.exit(1);
    },
  );
}
