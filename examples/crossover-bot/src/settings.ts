/** What the bot is told to do, from its environment. */
export interface BotSettings {
  /** The Beurs server, e.g. `http://127.0.0.1:7799`. */
  url: string;
  /** An API key with the read and trade scopes (`bk_live_…`), made in the terminal under Security → API keys. */
  apiKey: string;
  instrument: string;
  /** Lots per position, as the API takes them: decimal text. */
  volume: string;
  leverage: number;
  fast: number;
  slow: number;
  /** Where the bot keeps its order counter and stream position between runs. */
  stateFile: string;
  /** Starts every client order id, so the bot recognises its own orders (and two bots on one account do not mix). */
  botId: string;
}

/** Reads the settings from the environment; throws one message listing every problem. */
export function readSettings(env: NodeJS.ProcessEnv): BotSettings {
  const problems: string[] = [];
  const apiKey = env.BEURS_API_KEY ?? '';
  if (!apiKey.startsWith('bk_live_')) {
    problems.push(
      'BEURS_API_KEY must hold an API key (bk_live_…): create one in the terminal under Security → API keys, with Read and trade',
    );
  }
  const whole = (name: string, fallback: number): number => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) problems.push(`${name} must be a whole number of at least 1; got "${text}"`);
    return value;
  };
  const botId = env.BOT_ID ?? 'crossover';
  if (!/^[A-Za-z0-9._-]{1,24}$/.test(botId))
    problems.push(`BOT_ID may hold up to 24 letters, digits, dots, dashes or underscores; got "${botId}"`);
  const settings: BotSettings = {
    url: env.BEURS_URL ?? 'http://127.0.0.1:7799',
    apiKey,
    instrument: env.BOT_INSTRUMENT ?? 'BTCUSD',
    volume: env.BOT_VOLUME ?? '0.01',
    leverage: whole('BOT_LEVERAGE', 2),
    fast: whole('BOT_FAST', 5),
    slow: whole('BOT_SLOW', 20),
    stateFile: env.BOT_STATE_FILE ?? '.crossover-bot-state.json',
    botId,
  };
  if (settings.fast >= settings.slow) problems.push(`BOT_FAST (${settings.fast}) must be below BOT_SLOW (${settings.slow})`);
  if (problems.length > 0) throw new Error(`The bot cannot start:\n- ${problems.join('\n- ')}`);
  return settings;
}
