import type { FeatureText } from '../../../lib/feature-text.ts'
import type { FinanceMessageKey } from './finance-text.ts'

export type FinanceText = FeatureText<FinanceMessageKey>

/** A sales model's word (§3 sales models 1–5). */
export function salesModelWord({ text }: FinanceText, model: number): string {
  return text(`finance.model.${String(model)}` as FinanceMessageKey)
}
