export {
  legalDocumentIds,
  reviseText,
  type LegalDocument,
  type LegalDocumentId,
  type LegalSection,
  type LegalText,
  type LegalVersion,
} from './legal-document.ts'
export { legalDocuments } from './legal-documents.ts'
export { legalTextMarkdown } from './legal-markdown.ts'
export {
  legalVersionEditable,
  resolveLegalVersion,
  termsDocumentId,
  versionInForce,
  type DatedVersion,
  type ResolvedLegalVersion,
} from './legal-versions.ts'
