import type { z } from 'zod';
import type { RuleResult } from '../rules/rule-result';

/** A rule a field breaks, reported on its path as the spec's key (and its detail after a space). */
export function ruleIssue(ctx: z.RefinementCtx, path: string, result: RuleResult): void {
  if (!result.ok)
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: result.detail ? `${result.key} ${result.detail}` : result.key,
    });
}
