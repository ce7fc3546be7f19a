import * as designSystem from './index.ts';

// House style 13: the public API is an explicit list; changing it should be a deliberate diff.
it('exports exactly the public API', () => {
  expect(Object.keys(designSystem).sort()).toEqual([
    'BUTTON_SIZES',
    'BUTTON_VARIANTS',
    'Button',
    'MODAL_SIZES',
    'Modal',
    'ModalClose',
    'Spinner',
    'TextField',
    'buttonStyles',
    'css',
    'getCssText',
    'globalStyles',
    'keyframes',
    'reset',
    'styled',
    'theme',
    'visuallyHidden',
  ]);
});
