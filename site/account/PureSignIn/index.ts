export { PureSignIn, type PureSignInProps, type SignInFields } from './PureSignIn.tsx';
