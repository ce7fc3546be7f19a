export { PureConsentDialog, type ConsentView, type PureConsentDialogProps } from './PureConsentDialog.tsx';
