import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestClient } from './test-client';

/** What the browser widget does: fetch a challenge, solve it, send base64(JSON {challenge, solution}). */
export async function solvedCaptcha(client: TestClient): Promise<string> {
  const challenge = (await client.get('/api/auth/captcha/challenge')).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
