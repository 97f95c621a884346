/** A refusal of the operator CLI: the message says what to fix; 2 = bad usage, 1 = refused. */
export class CliError extends Error {
  override name = 'CliError' as const;
  readonly exitCode: 1 | 2;
  constructor(message: string, exitCode: 1 | 2 = 1, options?: ErrorOptions) {
    super(message, options);
    this.exitCode = exitCode;
  }
}
