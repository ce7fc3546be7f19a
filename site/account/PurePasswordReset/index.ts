export { PureForgotPassword, PureResetPassword, type PureForgotPasswordProps, type PureResetPasswordProps } from './PurePasswordReset.tsx';
