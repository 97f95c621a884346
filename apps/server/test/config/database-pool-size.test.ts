import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 connections and reads a whole number from 1 to 200', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '1' }).databasePoolSize).toBe(1);
    expect(loadConfig({ DATABASE_POOL_SIZE: '200' }).databasePoolSize).toBe(200);
  });

  it('refuses a size outside 1 to 200, or not a whole number, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE must be between 1 and 200');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '201' })).toThrow('DATABASE_POOL_SIZE must be between 1 and 200');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'ten' })).toThrow('DATABASE_POOL_SIZE must be a whole number, got "ten"');
  });
});
