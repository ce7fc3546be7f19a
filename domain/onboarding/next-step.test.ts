import { ONBOARDING_PATH } from '../constants.ts';
import { planNextStep } from './next-step.ts';

it("leads each plan's card to its own next step, never back to the funnel's first question", () => {
  expect(planNextStep('app')).toBe('/get-the-app');
  expect(planNextStep('plus')).toBe('/get-the-app');
  expect(planNextStep('tutor')).toBe('/tutoring/short-onboarding');
  expect(planNextStep('family')).toBe(ONBOARDING_PATH);
});
