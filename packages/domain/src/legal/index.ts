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
export {
  publishedVersions,
  resolveLegalVersion,
  termsVersionInEffect,
  termsDocumentId,
  type ResolvedLegalVersion,
} from './legal-versions.ts'
