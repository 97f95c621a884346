import { Worker } from 'node:worker_threads';
import { PASSWORD_STRENGTH, type PasswordEstimate, type PasswordScore } from '@beurs/domain';

/** Checks waiting for the estimator beyond which new ones are refused (a flood must not queue without end). */
export const MAX_WAITING_CHECKS = 64;

/** The estimator has more checks waiting than {@link MAX_WAITING_CHECKS}. */
export class PasswordEstimatorBusyError extends Error {
  override name = 'PasswordEstimatorBusyError' as const;
}

type WorkerAnswer = { id: number; score: PasswordScore; warning: string | null; suggestions: string[] } | { id: number; error: string };

interface Waiting {
  resolve: (estimate: PasswordEstimate) => void;
  reject: (error: Error) => void;
}

/** Scores passwords with zxcvbn on a worker thread, so a long password never stalls the server. */
export interface PasswordEstimator {
  /** zxcvbn's score and feedback, with the site's words and these `userInputs` as known words. */
  estimate(password: string, userInputs: readonly string[]): Promise<PasswordEstimate>;
  /** Stops the worker; checks still waiting are refused. */
  close(): Promise<void>;
}

/**
 * Starts the worker when the first password is checked (a server that never sees a sign-up
 * never loads the dictionaries) and starts a new one if it dies. The worker does not keep
 * the process alive.
 */
export function createPasswordEstimator(): PasswordEstimator {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  const failAll = (error: Error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };

  const start = (): Worker => {
    const started = new Worker(new URL('./password-estimator-worker.mjs', import.meta.url), {
      workerData: {
        scoredLength: PASSWORD_STRENGTH.scoredLength,
        l33tMaxSubstitutions: PASSWORD_STRENGTH.l33tMaxSubstitutions,
        siteWords: [...PASSWORD_STRENGTH.siteWords],
      },
    });
    started.unref();
    started.on('message', (answer: WorkerAnswer) => {
      const entry = waiting.get(answer.id);
      if (!entry) return;
      waiting.delete(answer.id);
      if ('error' in answer) entry.reject(new Error(`The password estimator failed: ${answer.error}`));
      else entry.resolve({ score: answer.score, warning: answer.warning, suggestions: answer.suggestions });
    });
    const forget = (error: Error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    };
    started.on('error', (error) => forget(new Error('The password estimator stopped', { cause: error })));
    started.on('exit', (code) => forget(new Error(`The password estimator exited with code ${code}`)));
    return started;
  };

  return {
    estimate(password, userInputs) {
      if (waiting.size >= MAX_WAITING_CHECKS) return Promise.reject(new PasswordEstimatorBusyError('Too many password checks are waiting'));
      worker ??= start();
      const id = nextId++;
      const answer = new Promise<PasswordEstimate>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ id, password, userInputs: [...userInputs] });
      return answer;
    },
    async close() {
      const running = worker;
      worker = undefined;
      failAll(new Error('The password estimator was closed'));
      if (running) await running.terminate();
    },
  };
}
