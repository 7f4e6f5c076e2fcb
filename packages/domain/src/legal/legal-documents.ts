import { agreement } from './agreement.ts'
import type { LegalDocument, LegalDocumentId } from './legal-document.ts'
import { privacy } from './privacy.ts'
import { safetyRules } from './safety-rules.ts'
import { tourProviderAgreement } from './tour-provider-agreement.ts'

/** Every legal document by its §2 route name. */
export const legalDocuments: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  agreement,
  'tour-provider-agreement': tourProviderAgreement,
  privacy,
  'safety-rules': safetyRules,
}
