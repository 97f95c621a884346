/** One line of JSON per thing the bot does, so a person can read it and a program can follow it. */
export function log(event: string, details: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ at: new Date().toISOString(), event, ...details }));
}
