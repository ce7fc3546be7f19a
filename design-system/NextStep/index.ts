export { NextStep, type NextStepProps } from './NextStep.tsx';
