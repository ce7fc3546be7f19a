export { StepForm } from './StepForm.tsx';
export type { StepFormProps } from './StepForm.tsx';
