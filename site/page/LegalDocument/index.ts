export { LegalDocument, type LegalDocumentProps } from './LegalDocument.tsx';
