import { STUDENT_T_DEGREES } from './model-parameters';

/**
 * A Student-t draw with 4 degrees of freedom from one uniform number, by its closed-form
 * quantile (Shaw, "Sampling Student's T distribution", 2006), scaled to unit variance: fat tails
 * for the cost of one uniform draw.
 */
export function studentTFromUniform(u: number): number {
  const alpha = 4 * u * (1 - u);
  const root = Math.sqrt(alpha);
  const q = Math.cos(Math.acos(root) / 3) / root;
  const t = 2 * Math.sqrt(Math.max(q - 1, 0));
  // Var(t_ν) = ν / (ν − 2).
  const unit = t / Math.sqrt(STUDENT_T_DEGREES / (STUDENT_T_DEGREES - 2));
  return u < 0.5 ? -unit : unit;
}
