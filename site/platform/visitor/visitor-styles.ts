import { globalCss } from '../../../design-system/stitches.config.ts';
import { hiddenConditionSelectors } from '../../../domain/rules/visitor-conditions.ts';

/** Hides what does not apply to the visitor named on <html data-visitor> (rules/visitor-conditions.ts). */
export const visitorConditionStyles = globalCss({
  [hiddenConditionSelectors().join(', ')]: { display: 'none !important' },
});
