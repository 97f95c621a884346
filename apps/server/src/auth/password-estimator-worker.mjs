// The password estimator's own thread. zxcvbn can spend a few hundred milliseconds of CPU on a
// long password; on the server's thread that would stall every other request. Plain JavaScript,
// because Node starts a worker from a file it can run as it is (under tsx and Vitest alike).
// The settings arrive as workerData from password-estimator.ts (PASSWORD_STRENGTH in @beurs/domain).
import { parentPort, workerData } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';

const zxcvbn = new ZxcvbnFactory({
  maxLength: workerData.scoredLength,
  l33tMaxSubstitutions: workerData.l33tMaxSubstitutions,
  dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary, userInputs: workerData.siteWords },
  graphs: zxcvbnCommon.adjacencyGraphs,
  translations: zxcvbnEnglish.translations,
});

parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const result = zxcvbn.check(password, userInputs);
    parentPort.postMessage({ id, score: result.score, warning: result.feedback.warning || null, suggestions: result.feedback.suggestions });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
